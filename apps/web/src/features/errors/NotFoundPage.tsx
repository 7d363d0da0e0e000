import { IconMapOff } from '@tabler/icons-react';
import { ErrorPage } from './ErrorPage';

export function NotFoundPage() {
  return (
    <ErrorPage
      icon={<IconMapOff size={36} />}
      title="Page not found"
      text="There is nothing at this address. The link may be mistyped, or the page may have moved."
    />
  );
}
