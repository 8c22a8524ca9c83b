import './ui.css';

/** «Показать ещё» under a paged list: waits while the next page is on its way. */
export function LoadMoreButton(props: {
  label: string;
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = props.query;
  if (!hasNextPage) return null;
  return (
    <button
      type="button"
      className="sk-button sk-button--secondary"
      disabled={isFetchingNextPage}
      aria-busy={isFetchingNextPage || undefined}
      onClick={() => void fetchNextPage()}
    >
      {props.label}
    </button>
  );
}
