import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi.js';
import { SOCKET_SPEC_DIFFERENCES } from './openapi-socket.js';
import { SOCKET_PATH } from './socket-event.js';
import { CLIENT_EVENTS, SERVER_EVENTS } from './socket.js';

const doc = buildOpenApiDocument('https://plaza.example');
const events = doc['x-socket-events'] as {
  path: string;
  clientToServer: Record<string, { payload: unknown; ack: unknown; rateLimit: { max: number }; inSpec: boolean }>;
  serverToClient: Record<string, { payload: unknown; audience: string }>;
  differences: unknown[];
};
const description = (doc.info as { description: string }).description;

describe('the socket events in the OpenAPI document', () => {
  it('lists every declared event with its schemas, generated from the declarations', () => {
    expect(events.path).toBe(SOCKET_PATH);
    expect(Object.keys(events.clientToServer).sort()).toEqual([...CLIENT_EVENTS].sort());
    expect(Object.keys(events.serverToClient).sort()).toEqual([...SERVER_EVENTS].sort());
    // The spec's bare id and Plaza's object are both declared.
    expect(events.clientToServer.join_post?.payload).toMatchObject({
      anyOf: [
        { type: 'string', format: 'uuid' },
        { type: 'object', required: ['postId'] },
      ],
    });
    expect(events.clientToServer.message?.ack).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['identifier', 'roomName']),
    });
    expect(events.clientToServer.typing?.ack).toBeNull();
    expect(events.serverToClient.contact_user_connected?.payload).toMatchObject({ type: 'string', format: 'uuid' });
    expect(events.serverToClient.contacts_changed?.payload).toBeNull();
  });

  it('shows them, and the deliberate differences, on the page: a section of the description', () => {
    expect(description).toContain('## Realtime socket');
    for (const name of [...CLIENT_EVENTS, ...SERVER_EVENTS]) expect(description).toContain(`**\`${name}\`**`);
    expect(description).toContain('Limit: 60 a minute, with `edit_message`, `delete_message`');
    expect(description).toContain('### Deliberate differences from the specification (socket)');
    for (const difference of SOCKET_SPEC_DIFFERENCES) expect(description).toContain(difference.why);
    expect(events.differences).toEqual(SOCKET_SPEC_DIFFERENCES);
  });
});
