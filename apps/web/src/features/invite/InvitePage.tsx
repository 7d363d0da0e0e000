import { useSearchParams } from 'react-router';
import { useSessionStore } from '../../state/session';
import { InviteFrom } from './InviteFrom';
import { InvitePeople } from './InvitePeople';

/**
 * /invite (spec 02 §2), open to everyone. `?from=<userName>` is someone's personal invite link: their
 * card, and a way to add them (or to join Plaza first). Without it, or when it names the visitor
 * themself, it is where one's own link and the e-mail invite live.
 */
export function InvitePage() {
  const [params] = useSearchParams();
  const from = params.get('from')?.trim() ?? '';
  const me = useSessionStore((s) => (s.status === 'signedIn' ? s.user : null));
  const self = me?.userName != null && me.userName.toLowerCase() === from.toLowerCase();
  if (from === '' || self) return <InvitePeople me={me} />;
  return <InviteFrom from={from} signedIn={me !== null} />;
}
