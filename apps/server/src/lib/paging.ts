/** Which page of a list: how many rows, after how many. */
export interface Page {
  limit: number;
  skip: number;
}

/** A page of rows and the count of every matching row (DESIGN.md §3). */
export interface Paged<T> extends Page {
  data: T[];
  total: number;
}

export const paged = <T>(data: T[], total: number, page: Page): Paged<T> => ({
  data,
  total,
  limit: page.limit,
  skip: page.skip,
});
