import { useDocumentTitle } from '@mantine/hooks';

/** The browser tab reads '<page> · Plaza'. */
export function usePageTitle(title: string | null): void {
  useDocumentTitle(title ? `${title} · Plaza` : 'Plaza');
}
