import * as api from '@plaza/contract/api';
import { useEffect, useRef } from 'react';
import { call } from '../../api/client';
import { lazyPart } from '../../components/lazy-part';
import { useSocketStore } from '../../realtime/socket';
import { useSocketEvent } from '../../realtime/use-socket-event';
import { postCallNews, useCallInbox } from './call-inbox';

const CallHost = lazyPart(() => import('./CallHost'), 'CallHost', null);

/**
 * The always-loaded part of calls: hears call_started (and call_ended once the feature is up),
 * asks GET /call on each connection so a reloaded page keeps ringing, and mounts the call feature,
 * fetched the first time a call needs it.
 */
export function CallBridge() {
  const wanted = useCallInbox((s) => s.wanted);
  // Call events heard: a GET /call answer older than one of them is stale and dropped.
  const heard = useRef(0);
  useSocketEvent('call_started', (started) => {
    heard.current += 1;
    postCallNews({ type: 'started', call: started });
  });
  useSocketEvent('call_ended', (ended) => {
    heard.current += 1;
    if (useCallInbox.getState().wanted) postCallNews({ type: 'ended', call: ended });
  });
  useEffect(() => {
    const ask = () => {
      const before = heard.current;
      call(api.calls.current, {}, { toast: false })
        .then(({ call: now }) => {
          if (heard.current !== before) return;
          if (now || useCallInbox.getState().wanted) postCallNews({ type: 'current', call: now });
        })
        .catch(() => undefined);
    };
    if (useSocketStore.getState().connected) ask();
    return useSocketStore.subscribe((state, previous) => {
      if (state.connected && !previous.connected) ask();
    });
  }, []);
  return wanted ? <CallHost /> : null;
}
