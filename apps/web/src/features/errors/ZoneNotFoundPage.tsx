import { IconWorldOff } from '@tabler/icons-react';
import { ErrorPage } from './ErrorPage';

/** Where a request from a zone subdomain the user may not see ends up (UNAUTHORIZED_SUBDOMAIN). */
export function ZoneNotFoundPage() {
  return (
    <ErrorPage
      icon={<IconWorldOff size={36} />}
      title="Zone not found"
      text="We couldn't find a zone at this address, or you are not a member of it. Check the address, or ask the zone's owner for an invitation."
    />
  );
}
