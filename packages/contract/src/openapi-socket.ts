import { z } from 'zod';
import { ERRORS } from './errors.js';
import { SOCKET_PATH } from './socket-event.js';
import { clientEvents, serverEvents } from './socket.js';
import type { ClientEvent, ServerEvent } from './socket-event.js';
import { BARE_ID_FORMS } from './socket-payloads.js';

type JsonObject = Record<string, unknown>;

/** Where Plaza's socket answers a client written from spec 02 §7 differently on purpose, and why. */
export interface SocketSpecDifference {
  where: string;
  what: string;
  why: string;
}

export const SOCKET_SPEC_DIFFERENCES: readonly SocketSpecDifference[] = [
  {
    where: 'message, delete_message: `identifier`',
    what: 'A message’s `identifier` is the server’s identifier of it, the same value as `id` (a string). The temporary numeric identifier a client gives a message while it is sent never leaves that client: a delete or edit naming a number is refused as invalid.',
    why: 'Every tab counts its temporary numbers from its own start, so a number cannot name a stored message; the spec’s client offers edit and delete only for a message with the server’s identifier (spec 02 §6).',
  },
  {
    where: 'Every acknowledged event',
    what: 'A refused event is acknowledged with the error reply an HTTP call would give, `{ statusCode, message, error }` (a list of messages for invalid input, TOO_MANY_REQUESTS past a rate limit); a success with the declared result itself.',
    why: 'The spec says nothing of failures over the socket; a client must be able to tell a stored message from a refused one.',
  },
  {
    where: 'typing: `user`',
    what: 'Ignored: the typing event names the sender as the server knows them.',
    why: 'Otherwise anyone could show anyone as typing.',
  },
  {
    where: 'send_presence(<user id>), presence',
    what: 'The user named hears `presence` only if they are the sender’s contact and neither has blocked the other; anyone else is told nothing, and the acknowledgement says only whether a contact is online.',
    why: 'Presence is for contacts only.',
  },
  {
    where: 'join_post, join_direct_user, new_message, typing, message_deleted',
    what: 'A post’s live room takes only sockets of users who may see the post, and puts out those who lose sight of it. A direct message, its edit and deletion reach the tabs of its two parties only, and typing only the tabs of the other party that show the conversation.',
    why: 'A conversation is private to its parties, and a private post’s room to those who may see the post.',
  },
  {
    where: 'socket_disconnected',
    what: 'Sent when a contact’s last tab closes (not each tab), with `userId` and `lastOnlineDate` (no socket id).',
    why: 'A user with a tab still open is online; socket ids are of no use to anyone else.',
  },
  {
    where: 'The handshake',
    what: 'A socket must carry a live session (the access cookie, or `auth.token`) and come from the product’s own site or a zone site; otherwise its connect error’s message is the error code (NOT_SIGNED_IN, INVALID_JWT, FORBIDDEN_ORIGIN). A socket closes when its session ends.',
    why: 'Browsers apply no CORS to WebSockets, and a revoked session must stop listening.',
  },
];

function schemaOf(schema: z.ZodType | null, io: 'input' | 'output'): JsonObject | null {
  if (!schema) return null;
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    // A payload that also takes its id bare is shown with both forms.
    override: ({ zodSchema, jsonSchema }) => {
      if (io !== 'input' || !BARE_ID_FORMS.has(zodSchema)) return;
      const object = { ...jsonSchema };
      for (const key of Object.keys(jsonSchema)) delete (jsonSchema as JsonObject)[key];
      jsonSchema.anyOf = [{ type: 'string', format: 'uuid' }, object];
    },
  }) as JsonObject;
  delete json.$schema;
  return json;
}

function limitText(event: ClientEvent): string {
  const { max, windowMs, bucket } = event.rateLimit;
  const per = windowMs === 60_000 ? 'a minute' : `per ${windowMs / 1000} s`;
  const shared = bucket
    ? Object.values(clientEvents as Record<string, ClientEvent>)
        .filter((other) => other.rateLimit.bucket === bucket && other.name !== event.name)
        .map((other) => `\`${other.name}\``)
    : [];
  return `${max} ${per}${shared.length ? `, with ${shared.join(', ')}` : ''}`;
}

/** The events, machine-readable: `x-socket-events` of the OpenAPI document. */
export function socketEventsDocument(): JsonObject {
  const sent = Object.values(clientEvents as Record<string, ClientEvent>).map((e) => [
    e.name,
    {
      summary: e.summary,
      access: e.access,
      inSpec: e.inSpec,
      rateLimit: e.rateLimit,
      payload: schemaOf(e.payload, 'input'),
      ack: schemaOf(e.ack, 'output'),
      errors: (e.errors ?? []).map((code) => ({ code, status: ERRORS[code].status })),
    },
  ]);
  const received = Object.values(serverEvents as Record<string, ServerEvent>).map((e) => [
    e.name,
    { summary: e.summary, audience: e.audience, inSpec: e.inSpec, payload: schemaOf(e.payload, 'output') },
  ]);
  return {
    path: SOCKET_PATH,
    clientToServer: Object.fromEntries(sent),
    serverToClient: Object.fromEntries(received),
    differences: SOCKET_SPEC_DIFFERENCES,
  };
}

/** The events for people: a section of the document's description, which the /api-docs page shows. */
export function socketEventsMarkdown(): string {
  const spec = (e: { inSpec: boolean }) => (e.inSpec ? ' *(spec 02 §7)*' : ' *(Plaza)*');
  const sent = Object.values(clientEvents as Record<string, ClientEvent>).map(
    (e) => `- **\`${e.name}\`**${spec(e)}: ${e.summary} Limit: ${limitText(e)}.`,
  );
  const received = Object.values(serverEvents as Record<string, ServerEvent>).map(
    (e) => `- **\`${e.name}\`**${spec(e)}: ${e.summary} Heard by: ${e.audience}`,
  );
  const differences = SOCKET_SPEC_DIFFERENCES.map((d) => `- **${d.where}**: ${d.what} *Why:* ${d.why}`);
  return [
    '## Realtime socket',
    '',
    `Socket.IO at \`${SOCKET_PATH}\` on the API’s own origin, signed in by the same cookie (or \`auth.token\`). ` +
      'An event sent with a callback is acknowledged with its result, or with the error reply an HTTP call would give. ' +
      'Ids may be sent bare, as the specification’s client sends them, or as an object naming them. ' +
      'The payload schemas are in `x-socket-events`. Calls (join_call, leave_call, call_started, call_ended) come later.',
    '',
    '### Events a client sends',
    '',
    ...sent,
    '',
    '### Events the server sends',
    '',
    ...received,
    '',
    '### Deliberate differences from the specification (socket)',
    '',
    ...differences,
  ].join('\n');
}

/** Adds the socket events to an OpenAPI document: a description section and `x-socket-events`. */
export function withSocketEvents(doc: JsonObject): JsonObject {
  const info = (doc.info ?? {}) as JsonObject;
  const description = typeof info.description === 'string' ? `${info.description}\n\n` : '';
  return {
    ...doc,
    info: { ...info, description: `${description}${socketEventsMarkdown()}` },
    'x-socket-events': socketEventsDocument(),
  };
}
