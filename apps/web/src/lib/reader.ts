/** A query's fetcher: the browser's calls /api; a server loader's reads the store in-process. */
export type Reader<T> = (options: { signal?: AbortSignal }) => Promise<T>;
