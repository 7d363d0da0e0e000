import { ActiveCall } from './ActiveCall';
import { useCallStore } from './call-store';
import { RingingCard } from './CallCard';

/** What the call shows now: nothing, a ringing card, or the answered call. */
export function CallScreens() {
  const { phase, peer, call, session } = useCallStore();
  if (phase === 'idle' || !peer) return null;
  if (phase === 'active' && call) return <ActiveCall call={call} session={session} />;
  return <RingingCard peer={peer} incoming={phase === 'incoming'} />;
}
