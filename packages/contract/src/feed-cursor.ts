import { z } from 'zod';
import { INT32_MAX } from './limits.js';
import { messages } from './messages.js';

/**
 * Where a page of the newest-first feed ends: the (created_at, id) of its last post, so the next
 * page starts right after it (keyset paging: no rows skipped over, and posts added meanwhile
 * neither shift nor repeat the list). `position` is how many posts came before the next page and
 * `total` the count of the first page, carried so later pages need not count again.
 */
export interface FeedCursor {
  /** The last post's creation time, to the microsecond: `2026-01-02T03:04:05.123456Z`. */
  createdAt: string;
  id: string;
  position: number;
  total: number;
}

// Both the browser and Node (16+) have these; the contract compiles without either's library types.
declare function btoa(data: string): string;
declare function atob(data: string): string;

const VERSION = 1;
/** A cursor's text is a few dozen characters; anything much longer is not one. */
export const FEED_CURSOR_MAX = 200;

const count = z.number().int().min(0).max(INT32_MAX);
// An object, not a tuple: z.tuple would bring its code into every screen's shared zod chunk.
const encoded = z.strictObject({
  v: z.literal(VERSION),
  t: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  i: z.uuid(),
  p: count,
  n: count,
});

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function encodeFeedCursor(cursor: FeedCursor): string {
  return toBase64Url(
    JSON.stringify({ v: VERSION, t: cursor.createdAt, i: cursor.id, p: cursor.position, n: cursor.total }),
  );
}

/** The cursor a text encodes, or null when it is not one this API gave out. */
export function decodeFeedCursor(text: string): FeedCursor | null {
  if (text.length > FEED_CURSOR_MAX || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let value: unknown;
  try {
    value = JSON.parse(atob(text.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return null;
  }
  const parsed = encoded.safeParse(value);
  if (!parsed.success) return null;
  const { t: createdAt, i: id, p: position, n: total } = parsed.data;
  if (Number.isNaN(Date.parse(createdAt))) return null;
  return { createdAt, id, position, total };
}

/** The feed's `cursor` parameter: the `nextCursor` of the page before, decoded (a 400 if it is not one). */
export function feedCursorField() {
  return z
    .string({ error: messages.feedCursorInvalid })
    .transform((text, ctx) => {
      const cursor = decodeFeedCursor(text);
      if (cursor) return cursor;
      ctx.issues.push({ code: 'custom', message: messages.feedCursorInvalid, input: text });
      return z.NEVER;
    })
    .optional();
}
