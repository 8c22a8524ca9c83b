import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@sportkarta/contract/routes/paths';
import { useFlag } from '@/lib/flags';
import { useSession } from '@/lib/session';
import { staffRolesQueryOptions } from '../api/get-staff-roles';

/**
 * Issue 24 (`role-selection-page`): what a finished sign-in does. A person with a venue role is
 * asked which way to open the app (the choice page, which returns to the saved place for
 * «Посетитель»); everyone else goes back at once. The roles are asked only here, after the
 * sign-in — never on a guest's first screen — and a failed question is the visitor's way.
 */
export function useAfterSignIn(): () => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { returnToSaved } = useSession();
  const on = useFlag('role-selection-page');
  return useCallback(async () => {
    if (on) {
      const roles = await client.fetchQuery(staffRolesQueryOptions()).catch(() => []);
      if (roles.length > 0) {
        // The login page is replaced: the choice's «Посетитель» returns to where it came from.
        navigate(paths.staffRole, { replace: true, state: location.state as unknown });
        return;
      }
    }
    returnToSaved();
  }, [on, client, navigate, location.state, returnToSaved]);
}
