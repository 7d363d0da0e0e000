import type { ReactNode } from 'react';
import { ErrorPanel, LoadingPanel } from './PanelStates';

/** What a boundary reads of a TanStack query result. */
export interface QueryView<T> {
  data: T | undefined;
  error: Error | null;
  refetch: () => unknown;
}

interface QueryBoundaryProps<T> {
  query: QueryView<T>;
  /** The loading placeholder's accessible name: 'Loading members'. */
  loading: string;
  /** The error's heading: 'The members could not be loaded'. */
  errorTitle: string;
  rows?: number;
  children: (data: T) => ReactNode;
}

/** Every query of the settings pages: a loading placeholder, an error with Try again, then the data. */
export function QueryBoundary<T>({ query, loading, errorTitle, rows, children }: QueryBoundaryProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.error) return <ErrorPanel title={errorTitle} error={query.error} retry={query.refetch} />;
  return <LoadingPanel label={loading} rows={rows} />;
}
