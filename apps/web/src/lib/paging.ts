export interface Paged<T> {
  data: T[];
  total: number;
}

/** The skip of the next page: the count already loaded, while fewer than `total` are loaded. */
export function nextSkip<T>(pages: readonly Paged<T>[]): number | undefined {
  const last = pages[pages.length - 1];
  if (!last || last.data.length === 0) return undefined;
  const loaded = pages.reduce((count, page) => count + page.data.length, 0);
  return loaded < last.total ? loaded : undefined;
}
