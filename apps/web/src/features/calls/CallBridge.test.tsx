import type { Call } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSocketStore } from '../../realtime/socket';
import { stubApi } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { installFakeChatSocket, type FakeChatSocket } from '../chat/testing/fake-chat-socket';
import { postCallNews, useCallInbox } from './call-inbox';
import { idleCall } from './call-machine';
import { heldCall, useCallStore } from './call-store';
import { CallBridge } from './CallBridge';
import { aCall as aCallWith, alan } from './testing/call-fixture';

const aCall = (state: Call['state']): Call => aCallWith(alan, state, { answeredOn: null });

let socket: FakeChatSocket;
let now: Call | null;

beforeEach(() => {
  now = null;
  stubApi({ [`GET ${api.calls.current.path}`]: () => ({ body: { call: now, iceServers: [] } }) });
  socket = installFakeChatSocket();
});

afterEach(() => {
  useSocketStore.setState({ socket: null, connected: false });
  useCallInbox.setState({ wanted: false, queue: [], busy: false });
  useCallStore.setState(idleCall);
  heldCall.set(null);
  vi.unstubAllGlobals();
});

describe('calls in the signed-in shell', () => {
  it('rings on call_started; declining sends leave_call and the card goes', async () => {
    renderApp(<CallBridge />);
    socket.serverSends('call_started', aCall('incoming'));
    const card = await screen.findByRole('dialog', { name: 'Incoming call from Alan Turing' });
    expect(useCallInbox.getState().busy).toBe(true);
    fireEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(socket.sent('leave_call').map((e) => e.payload)).toEqual([{ userId: alan.id }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('accepting sends join_call for the caller', async () => {
    renderApp(<CallBridge />);
    socket.serverSends('call_started', aCall('incoming'));
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(socket.sent('join_call').map((e) => e.payload)).toEqual([{ userId: alan.id }]);
  });

  it('stops ringing when another tab answered', async () => {
    renderApp(<CallBridge />);
    socket.serverSends('call_started', aCall('incoming'));
    await screen.findByRole('dialog', { name: 'Incoming call from Alan Turing' });
    socket.serverSends('call_ended', { ...aCall('incoming'), reason: 'answered_elsewhere' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps ringing after a reload: GET /call says the call rings', async () => {
    now = aCall('incoming');
    renderApp(<CallBridge />);
    expect(await screen.findByRole('dialog', { name: 'Incoming call from Alan Turing' })).toBeInTheDocument();
  });

  it('dials from a call button: calling card once join_call answers, cancel sends leave_call', async () => {
    renderApp(<CallBridge />);
    postCallNews({ type: 'dial', user: alan });
    await waitFor(() => expect(socket.sent('join_call')).toHaveLength(1));
    socket.answer('join_call', aCall('outgoing'));
    const card = await screen.findByRole('dialog', { name: 'Calling Alan Turing' });
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel call' }));
    expect(socket.sent('leave_call').map((e) => e.payload)).toEqual([{ userId: alan.id }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a refused call goes back to no call', async () => {
    renderApp(<CallBridge />);
    postCallNews({ type: 'dial', user: alan });
    await waitFor(() => expect(socket.sent('join_call')).toHaveLength(1));
    socket.answer('join_call', { statusCode: 409, message: 'USER_BUSY', error: 'This user is in another call.' });
    await waitFor(() => expect(useCallStore.getState().phase).toBe('idle'));
    expect(useCallInbox.getState().busy).toBe(false);
  });

  it('a reloaded tab that held the answered call takes it back; another tab of the user does not', async () => {
    now = aCall('active');
    heldCall.set('someone-else');
    const first = renderApp(<CallBridge />);
    await waitFor(() => expect(useCallInbox.getState().queue).toEqual([]));
    expect(socket.sent('join_call')).toEqual([]);
    first.unmount();
    heldCall.set(now.callId);
    renderApp(<CallBridge />);
    await waitFor(() => expect(socket.sent('join_call').map((e) => e.payload)).toEqual([{ userId: alan.id }]));
  });
});
