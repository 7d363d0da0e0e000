import { useEffect } from 'react';
import { showToast } from '../../lib/toast';
import { takeCallNews, useCallInbox, type CallNews } from './call-inbox';
import { endedText } from './call-machine';
import { dial, takeBack } from './call-actions';
import { heldCall, useCallStore } from './call-store';
import { CallScreens } from './CallScreens';
import { startRing } from './ring-tones';

function handle(news: CallNews): void {
  const { dispatch, phase } = useCallStore.getState();
  switch (news.type) {
    case 'dial':
      return void dial(news.user);
    case 'current': {
      const now = news.call;
      // An answered call is this tab's only if it held it before the reload; then it takes it back.
      if (now?.state === 'active' && phase === 'idle') {
        if (heldCall.read() === now.callId) void takeBack(now.userId);
        return;
      }
      return dispatch({ type: 'current', call: now });
    }
    default:
      return dispatch(news);
  }
}

/**
 * The call feature, fetched the first time a call needs it: takes the news the always-loaded
 * bridge hears, rings, and shows the call's card or dialog.
 */
export function CallHost() {
  const phase = useCallStore((s) => s.phase);
  const dialled = useCallStore((s) => s.call !== null);
  const ended = useCallStore((s) => s.ended);

  useEffect(() => {
    takeCallNews().forEach(handle);
    return useCallInbox.subscribe((state, previous) => {
      if (state.queue !== previous.queue && state.queue.length > 0) takeCallNews().forEach(handle);
    });
  }, []);

  useEffect(() => useCallInbox.setState({ busy: phase !== 'idle' }), [phase]);

  // Remembered while this tab talks; forgotten once a call ends here (not while idle from the start:
  // a reloaded tab still has to take its call back).
  useEffect(
    () =>
      useCallStore.subscribe((state, previous) => {
        if (state.phase === 'active' && state.call) heldCall.set(state.call.callId);
        else if (state.phase === 'idle' && previous.phase !== 'idle') heldCall.set(null);
      }),
    [],
  );

  // The caller hears ringback once the server rings the other side; the callee's ringtone loops.
  const ring = phase === 'incoming' ? 'ringtone' : phase === 'outgoing' && dialled ? 'ringback' : null;
  useEffect(() => {
    if (!ring) return;
    const sound = startRing(ring);
    return () => sound.stop();
  }, [ring]);

  useEffect(() => {
    const text = ended && endedText(ended.reason, ended.peer);
    if (text) showToast({ message: text, color: ended.reason === 'disconnected' ? 'red' : 'gray' });
  }, [ended]);

  return <CallScreens />;
}
