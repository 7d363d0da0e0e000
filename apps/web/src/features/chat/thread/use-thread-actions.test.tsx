import { CHAT, errorText } from '@plaza/contract';
import { TIMING } from '../../../lib/presentation';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BOB } from '../testing/chat-fixture';
import { draft, fromMe, messageTexts, openDirect, setUpThreadTests, stubConversation } from '../testing/thread-harness';

const live = setUpThreadTests();

describe('sending', () => {
  it('shows the message at once, then the server copy in its place', async () => {
    stubConversation([]);
    const { result } = await openDirect();
    const parent = { id: BOB.id, identifier: BOB.id, message: 'q', createdBy: BOB, deleted: false };
    const sending = result.current.send({ message: ' hi ', parent, attachments: [{ name: 'f.webp' }] });
    await waitFor(() => expect(messageTexts(result.current.messages)).toEqual(['sending:hi']));
    const [emitted] = live.socket.sent('message');
    expect(emitted?.timeoutMs).toBe(CHAT.ackTimeoutMs);
    expect(emitted?.payload).toEqual({
      medium: 'direct',
      to: BOB.id,
      message: 'hi',
      parentId: BOB.id,
      attachments: ['f.webp'],
    });
    // Shown under the tab's temporary numeric identifier until the server's copy replaces it.
    expect(result.current.messages[0]).toMatchObject({ identifier: expect.any(Number) });
    const copy = fromMe(5, { message: 'hi' });
    live.socket.answer('message', copy);
    expect(await sending).toBe(true);
    await waitFor(() => expect(messageTexts(result.current.messages)).toEqual(['sent:hi']));
    expect(live.toasts).not.toHaveBeenCalled();
  });

  it('gives each pending message its own temporary identifier, and swaps in the right copy', async () => {
    stubConversation([]);
    const { result } = await openDirect();
    void result.current.send(draft('one'));
    void result.current.send(draft('two'));
    await waitFor(() => expect(messageTexts(result.current.messages)).toEqual(['sending:one', 'sending:two']));
    const ids = result.current.messages.map((m) => m.identifier);
    expect(new Set(ids).size).toBe(2);
    const [first, second] = live.socket.sent('message');
    second?.ack?.(null, fromMe(6, { message: 'two' }));
    await waitFor(() => expect(messageTexts(result.current.messages)).toEqual(['sent:two', 'sending:one']));
    first?.ack?.(null, fromMe(7, { message: 'one' }));
    await waitFor(() => expect(messageTexts(result.current.messages)).toEqual(['sent:two', 'sent:one']));
  });

  it('fails at once while the server is unreachable: removed, draft kept, a 1000 ms toast', async () => {
    stubConversation([]);
    const { result } = await openDirect();
    live.socket.setConnected(false);
    expect(await result.current.send(draft('lost'))).toBe(false);
    await waitFor(() => expect(result.current.failed?.draft).toEqual(draft('lost')));
    expect(result.current.messages).toEqual([]);
    expect(result.current.failed?.error).toBe(errorText('SERVER_UNREACHABLE'));
    expect(live.socket.sent('message')).toHaveLength(0);
    await waitFor(() =>
      expect(live.toasts).toHaveBeenCalledWith(
        expect.objectContaining({ message: errorText('SERVER_UNREACHABLE'), autoClose: TIMING.chatSendFailureToastMs }),
      ),
    );
  });

  it('fails on a refusal or when no answer comes, and sends the draft again', async () => {
    stubConversation([]);
    const { result } = await openDirect();
    const refused = result.current.send(draft('first'));
    live.socket.answer('message', { statusCode: 403, message: 'CHAT_NOT_ALLOWED', error: 'Forbidden' });
    expect(await refused).toBe(false);
    await waitFor(() => expect(result.current.failed?.error).toBe(errorText('CHAT_NOT_ALLOWED')));
    expect(result.current.messages).toEqual([]);

    const again = result.current.resend();
    await waitFor(() => expect(messageTexts(result.current.messages)).toEqual(['sending:first']));
    expect(result.current.failed).toBeNull();
    live.socket.expire('message');
    expect(await again).toBe(false);
    await waitFor(() => expect(result.current.failed?.error).toBe(errorText('SERVER_UNREACHABLE')));

    const third = result.current.resend();
    const payload = live.socket.sent('message').at(-1)?.payload as { message: string };
    expect(payload.message).toBe('first');
    live.socket.answer('message', fromMe(5, { message: 'first' }));
    expect(await third).toBe(true);
    await waitFor(() => expect(messageTexts(result.current.messages)).toEqual(['sent:first']));
    expect(result.current.failed).toBeNull();
    await waitFor(() => expect(live.toasts).toHaveBeenCalledTimes(2));
  });

  it('hears no echo of its own message: a new_message from another tab of mine is shown beside it', async () => {
    stubConversation([]);
    const { result } = await openDirect();
    const sending = result.current.send(draft('here'));
    live.socket.serverSends('new_message', fromMe(4, { message: 'from my phone' }));
    live.socket.answer('message', fromMe(5, { message: 'here' }));
    expect(await sending).toBe(true);
    await waitFor(() => expect(messageTexts(result.current.messages)).toEqual(['sent:from my phone', 'sent:here']));
  });
});

describe('editing, deleting, typing', () => {
  it('edits and deletes through the socket, with a normal toast on refusal', async () => {
    const mine = fromMe(1, { message: 'old' });
    stubConversation([mine]);
    const { result } = await openDirect();
    const editing = result.current.edit(mine.id, 'new');
    expect(live.socket.sent('edit_message')[0]?.payload).toEqual({ id: mine.id, message: 'new' });
    live.socket.answer('edit_message', { ...mine, message: 'new', edited: true });
    expect(await editing).toBe(true);
    await waitFor(() => expect(result.current.messages[0]).toMatchObject({ message: 'new', edited: true }));

    const removing = result.current.remove(mine.id);
    expect(live.socket.sent('delete_message')[0]?.payload).toEqual({ id: mine.id, medium: 'direct', to: BOB.id });
    live.socket.answer('delete_message', { statusCode: 400, message: 'MESSAGE_NOT_DELETED', error: 'x' });
    expect(await removing).toBe(false);
    await waitFor(() =>
      expect(live.toasts).toHaveBeenCalledWith(
        expect.objectContaining({ message: errorText('MESSAGE_NOT_DELETED'), autoClose: TIMING.toastMs }),
      ),
    );
    expect(result.current.messages[0]).toMatchObject({ message: 'new', deleted: false });
  });

  it('sends typing at most once per 700 ms', async () => {
    stubConversation([]);
    const { result } = await openDirect();
    const now = vi.spyOn(Date, 'now').mockReturnValue(100_000);
    result.current.notifyTyping();
    now.mockReturnValue(100_000 + TIMING.typingThrottleMs - 1);
    result.current.notifyTyping();
    now.mockReturnValue(100_000 + TIMING.typingThrottleMs);
    result.current.notifyTyping();
    expect(live.socket.sent('typing').map((e) => e.payload)).toEqual([
      { medium: 'direct', to: BOB.id },
      { medium: 'direct', to: BOB.id },
    ]);
  });
});
