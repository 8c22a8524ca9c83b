import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/** Pull-to-refresh of the catalogue screens: everything for sale again (seats change). */
export function useRefreshCatalogue(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.refetchQueries({ queryKey: ['service'], type: 'active' }),
    [queryClient],
  );
}
