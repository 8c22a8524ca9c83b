import { ru } from '@/i18n/ru';
import { LoadErrorState } from '@/ui/empty-state';
import { isApiError } from './api-error';

/** A query that failed: its title, what the server said (its Russian message), and a retry. */
export function QueryErrorState(props: {
  title: string;
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
}) {
  const { error, isFetching, refetch } = props.query;
  return (
    <LoadErrorState
      title={props.title}
      message={isApiError(error) ? error.message : ''}
      retryLabel={ru.app.retry}
      busy={isFetching}
      onRetry={() => void refetch()}
    />
  );
}
