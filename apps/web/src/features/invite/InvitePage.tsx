import { IconLink } from '@tabler/icons-react';
import { ComingSoonPage } from '../../components/ComingSoon';

/**
 * /invite: the shareable invite link (spec 02 §2). Spec 01 does not list it among the signed-in
 * routes, so anyone may open it; its content arrives with contacts and invitations.
 */
export function InvitePage() {
  return (
    <ComingSoonPage
      title="Invite people"
      description="Share a link that brings friends to Plaza and into your contacts."
      icon={<IconLink />}
      emptyTitle="Invite links are coming soon"
      emptyText="Your personal invite link, with buttons to share it, will appear here."
    />
  );
}
