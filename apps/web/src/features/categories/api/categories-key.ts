// The dictionary's query key, in a file of its own: the app shell keeps its answer for offline
// use (issue 15: the venue list's filters are built from it) without pulling the schemas in.
export const categoriesQueryKey = ['categories'] as const;
