import { useSearchParams } from 'react-router';
import { useSessionStore } from '../../state/session';
import { InvitationToPlace } from './InvitationToPlace';
import { InviteFrom } from './InviteFrom';
import { InvitePeople } from './InvitePeople';

/**
 * /invite (spec 02 §2), open to everyone. `?from=<userName>` is someone's personal invite link: their
 * card, and a way to add them (or to join Plaza first). Without it, or when it names the visitor
 * themself, it is where one's own link and the e-mail invite live. `?invitation=<id>` is the link of a
 * zone or channel invitation mail.
 */
export function InvitePage() {
  const [params] = useSearchParams();
  const from = params.get('from')?.trim() ?? '';
  const invitationId = params.get('invitation')?.trim() ?? '';
  const me = useSessionStore((s) => (s.status === 'signedIn' ? s.user : null));
  const self = me?.userName != null && me.userName.toLowerCase() === from.toLowerCase();
  if (invitationId !== '') return <InvitationToPlace invitationId={invitationId} signedIn={me !== null} />;
  if (from === '' || self) return <InvitePeople me={me} />;
  return <InviteFrom from={from} signedIn={me !== null} />;
}
