import { errorText, type ChatMessage } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import type { PlazaSocket } from './socket';
import { request } from './socket-request';

type Ack = (error: Error | null, reply?: unknown) => void;

/** A socket whose acknowledgements the test gives: `timeout(ms).emit(event, payload, ack)` is recorded. */
function fakeSocket(connected = true) {
  const sent: { event: string; payload: unknown; timeoutMs: number; ack: Ack }[] = [];
  const socket = {
    connected,
    timeout: (timeoutMs: number) => ({
      emit: (event: string, payload: unknown, ack: Ack) => sent.push({ event, payload, timeoutMs, ack }),
    }),
  };
  return { socket: socket as unknown as PlazaSocket, sent };
}

const copy = { id: '00000000-0000-4000-8000-000000000001', message: 'hi' } as ChatMessage;

describe('request', () => {
  it('sends the payload with the wait, and answers the declared result', async () => {
    const { socket, sent } = fakeSocket();
    const answer = request(socket, 'message', { medium: 'direct', to: copy.id, message: 'hi' }, 1234);
    expect(sent).toMatchObject([{ event: 'message', payload: { message: 'hi' }, timeoutMs: 1234 }]);
    sent[0]!.ack(null, copy);
    expect(await answer).toEqual({ ok: true, value: copy });
  });

  it('words a refusal as the error policy does an HTTP failure, validation lists included', async () => {
    const { socket, sent } = fakeSocket();
    const refused = request(socket, 'join_post', { postId: copy.id }, 10);
    sent[0]!.ack(null, { statusCode: 404, message: 'POST_NOT_FOUND', error: 'Not Found' });
    expect(await refused).toEqual({ ok: false, error: errorText('POST_NOT_FOUND') });
    const invalid = request(socket, 'join_post', 'x', 10);
    sent[1]!.ack(null, { statusCode: 400, message: ['Post id must be a valid id'], error: 'Bad Request' });
    expect(await invalid).toEqual({ ok: false, error: 'Post id must be a valid id' });
  });

  it('is a failure to reach the server when no answer comes in time, or the socket is not connected', async () => {
    const { socket, sent } = fakeSocket();
    const late = request(socket, 'send_presence', null, 10);
    sent[0]!.ack(new Error('operation has timed out'));
    expect(await late).toEqual({ ok: false, error: errorText('SERVER_UNREACHABLE') });

    const offline = fakeSocket(false);
    expect(await request(offline.socket, 'send_presence', null, 10)).toEqual({
      ok: false,
      error: errorText('SERVER_UNREACHABLE'),
    });
    expect(offline.sent).toEqual([]);
    expect(await request(null, 'send_presence', null, 10)).toMatchObject({ ok: false });
  });
});
