import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorReplySchema } from './http.js';
import { clientEvents, serverEvents } from './socket.js';
import { isSocketError } from './socket-event.js';
import {
  chatDeleteSchema,
  chatEditSchema,
  chatSendSchema,
  chatTypingSchema,
  joinDirectSchema,
  postTargetSchema,
  presenceTargetSchema,
} from './socket-payloads.js';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const NAME = `${'c'.repeat(32)}.webp`;

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues.map((i) => i.message);
};

describe('the declarations', () => {
  it('name every event as its key, one direction each', () => {
    for (const [key, event] of Object.entries(clientEvents)) {
      expect(event.name).toBe(key);
      expect(event.direction).toBe('client-to-server');
      expect(event.rateLimit.max).toBeGreaterThan(0);
    }
    for (const [key, event] of Object.entries(serverEvents)) {
      expect(event.name).toBe(key);
      expect(event.direction).toBe('server-to-client');
    }
  });

  it('declare no acknowledgement a client could take for an error reply', () => {
    const looksLikeError = (schema: z.ZodType) => {
      const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as { properties?: object };
      return 'statusCode' in (json.properties ?? {});
    };
    for (const event of Object.values(clientEvents)) {
      if (event.ack) expect(looksLikeError(event.ack), event.name).toBe(false);
    }
    expect(isSocketError({ statusCode: 429, message: 'TOO_MANY_REQUESTS', error: 'x' })).toBe(true);
    expect(isSocketError(errorReplySchema.parse({ statusCode: 400, message: ['a'], error: 'Bad Request' }))).toBe(true);
    for (const success of [undefined, null, [A], { userId: A, count: 0 }, { message: 'hi', id: A }, 'x']) {
      expect(isSocketError(success)).toBe(false);
    }
  });
});

describe('ids sent bare (the spec) or in an object (Plaza)', () => {
  it('take both forms for a post, in any case, and refuse anything else in words', () => {
    expect(postTargetSchema.parse(A.toUpperCase())).toBe(A);
    expect(postTargetSchema.parse({ postId: A })).toBe(A);
    for (const bad of ['x', 42, null, {}, { postId: 'x' }, [A]]) {
      expect(messagesOf(postTargetSchema, bad)).toEqual(['Post id must be a valid id']);
    }
  });

  it('join_direct_user marks read unless told not to', () => {
    expect(joinDirectSchema.parse(B)).toEqual({ userId: B, read: true });
    expect(joinDirectSchema.parse({ userId: B })).toEqual({ userId: B, read: true });
    expect(joinDirectSchema.parse({ userId: B, read: false })).toEqual({ userId: B, read: false });
    expect(messagesOf(joinDirectSchema, { userId: B, read: 'no' })).toEqual(['Read must be true or false']);
  });

  it('send_presence: a contact to tell, or nobody (Plaza’s "who is online")', () => {
    expect(presenceTargetSchema.parse(B)).toBe(B);
    expect(presenceTargetSchema.parse({ userId: B })).toBe(B);
    expect(presenceTargetSchema.parse(undefined)).toBeNull();
    expect(presenceTargetSchema.parse(null)).toBeNull();
    expect(messagesOf(presenceTargetSchema, 'someone')).toEqual(['User id must be a valid id']);
  });
});

describe('message', () => {
  it('takes Plaza’s form: a temporary numeric identifier (unused), parentId and attachment names', () => {
    expect(
      chatSendSchema.parse({
        identifier: 7,
        medium: 'direct',
        to: B,
        message: ' hi ',
        parentId: A,
        attachments: [NAME],
      }),
    ).toEqual({ kind: 'send', medium: 'direct', to: B, message: 'hi', parentId: A, attachments: [NAME] });
  });

  it('takes the spec client’s form: roomName and createdBy (ignored), the upload’s reply, the quoted message itself', () => {
    const sent = chatSendSchema.parse({
      message: 'hi',
      roomName: `direct_${B}`,
      medium: 'direct',
      to: B,
      createdBy: { id: B, fullName: 'Not me' },
      attachments: [{ name: NAME, originalFileName: 'sunset.png' }],
      parent: { id: A, identifier: A, message: 'q', createdBy: { id: B } },
    });
    expect(sent).toEqual({ kind: 'send', medium: 'direct', to: B, message: 'hi', parentId: A, attachments: [NAME] });
    expect(chatSendSchema.parse({ medium: 'post', to: A, message: 'x', parent: { identifier: B } })).toMatchObject({
      parentId: B,
    });
    expect(messagesOf(chatSendSchema, { medium: 'post', to: A, message: 'x', parentId: A, parent: { id: B } })).toEqual(
      ['Replied message: parentId and parent differ'],
    );
  });

  it('is the spec’s edit with edited: true, naming the message by identifier or id', () => {
    const copy = { id: A, identifier: A, medium: 'direct', to: B, message: ' better ', edited: true, attachments: [] };
    expect(chatSendSchema.parse(copy)).toEqual({ kind: 'edit', id: A, medium: 'direct', to: B, message: 'better' });
    expect(chatSendSchema.parse({ ...copy, id: undefined })).toMatchObject({ kind: 'edit', id: A });
    expect(messagesOf(chatSendSchema, { ...copy, id: undefined, identifier: 3 })).toEqual(['Message id is required']);
    expect(messagesOf(chatSendSchema, { ...copy, identifier: B })).toEqual([
      'Message id: id and identifier name different messages',
    ]);
    expect(messagesOf(chatSendSchema, { ...copy, message: '  ' })).toEqual(['Message is required']);
  });

  it('refuses a new message with neither text nor image, and an identifier of the wrong kind', () => {
    expect(messagesOf(chatSendSchema, { medium: 'direct', to: B, message: ' ' })).toEqual(['Message is required']);
    expect(messagesOf(chatSendSchema, { medium: 'direct', to: B, message: 'x', identifier: true })).toEqual([
      'Identifier must be a number or a message id',
    ]);
    expect(
      messagesOf(chatSendSchema, { medium: 'direct', to: B, message: 'x', attachments: [{ name: 'a.png' }] }),
    ).toEqual(['Attachment: not a valid attachment name']);
  });
});

describe('delete_message and edit_message', () => {
  it('name the message by the spec’s identifier or Plaza’s id', () => {
    expect(chatDeleteSchema.parse({ identifier: A.toUpperCase(), to: B, medium: 'direct' })).toEqual({
      id: A,
      medium: 'direct',
      to: B,
    });
    expect(chatDeleteSchema.parse({ id: A, to: B, medium: 'post' })).toEqual({ id: A, medium: 'post', to: B });
    expect(messagesOf(chatDeleteSchema, { to: B, medium: 'direct' })).toEqual(['Message id is required']);
    expect(messagesOf(chatDeleteSchema, { identifier: 7, to: B, medium: 'direct' })).toEqual([
      'Identifier must be a valid id',
    ]);
    expect(chatEditSchema.parse({ identifier: A, message: 'x' })).toEqual({ id: A, message: 'x' });
  });

  it('typing keeps only where: the spec’s user is not taken', () => {
    expect(chatTypingSchema.parse({ to: B, user: { id: A }, medium: 'direct' })).toEqual({ medium: 'direct', to: B });
  });
});
