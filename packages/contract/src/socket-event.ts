import type { z } from 'zod';
import type { ErrorCode } from './errors.js';
import type { ErrorReply } from './http.js';

/**
 * The realtime socket (spec 02 §7): Socket.IO on the API's own origin and port, at this path.
 * The handshake is authenticated by the session cookie (or `auth.token`); a refused socket gets a
 * connect error whose message is the error code (NOT_SIGNED_IN).
 * Kept apart from the declarations (socket.ts) so a client taking only the path and types
 * does not take every event's schemas.
 */
export const SOCKET_PATH = '/socket.io';

/**
 * Who may send an event. Every socket is signed in (the handshake refuses the rest), so 'user' is
 * any signed-in socket; finer rules (contacts, who may see a post) are the handlers' own.
 */
export type SocketAccess = 'user';

/**
 * How many of an event one user may send: at most `max` in `windowMs`, counted in the shared rate
 * limit store. Events naming the same `bucket` count together (a message, an edit and a deletion).
 */
export interface SocketRateLimit {
  max: number;
  windowMs: number;
  bucket?: string;
}

/** An event a client sends, declared like an endpoint: the router validates, limits and answers by it. */
export interface ClientEvent<N extends string = string> {
  name: N;
  direction: 'client-to-server';
  summary: string;
  access: SocketAccess;
  /** The payload's schema (what may come first); null: the event carries nothing. */
  payload: z.ZodType | null;
  /**
   * What the acknowledgement of a success carries. null: nothing (a callback, when the client
   * gives one, is called without arguments). A failure is always acknowledged with an ErrorReply.
   */
  ack: z.ZodType | null;
  rateLimit: SocketRateLimit;
  /** Named in spec 02 §7 (a client written from the spec sends it); false: Plaza's own. */
  inSpec: boolean;
  /** Error codes its acknowledgement can carry, for the docs. */
  errors?: readonly ErrorCode[];
}

/** An event the server sends, with what it carries and who hears it. */
export interface ServerEvent<N extends string = string> {
  name: N;
  direction: 'server-to-client';
  summary: string;
  /** Who hears it (for the docs). */
  audience: string;
  payload: z.ZodType | null;
  inSpec: boolean;
}

/** Declares the events of a direction, each under its own name. */
export function declareEvents<const T extends { [K in keyof T]: { name: K } }>(events: T): T {
  return events;
}

export function clientEvent<const N extends string, const E extends Omit<ClientEvent<N>, 'direction'>>(
  event: E & { name: N },
): E & { direction: 'client-to-server' } {
  return { ...event, direction: 'client-to-server' };
}

export function serverEvent<const N extends string, const E extends Omit<ServerEvent<N>, 'direction'>>(
  event: E & { name: N },
): E & { direction: 'server-to-client' } {
  return { ...event, direction: 'server-to-client' };
}

/**
 * The acknowledgement of an event: on success what its `ack` declares (the entity itself, as an
 * HTTP call answers it), on failure the error reply an HTTP call would give.
 */
export type SocketReply<T> = T | ErrorReply;

/** Whether an acknowledgement is a refusal: the error reply, which no success value looks like. */
export function isSocketError(reply: unknown): reply is ErrorReply {
  if (typeof reply !== 'object' || reply === null) return false;
  const { statusCode, error } = reply as Record<string, unknown>;
  return typeof statusCode === 'number' && typeof error === 'string';
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the handler of an event gets (the payload once parsed). */
export type PayloadOf<E extends ClientEvent> = Output<E['payload']>;
/** What a success acknowledgement of an event carries. */
export type AckOf<E extends ClientEvent> = E['ack'] extends z.ZodType ? z.output<E['ack']> : void;
/** What a server event carries. */
export type ServerPayloadOf<E extends ServerEvent> = Output<E['payload']>;

type AckCallback<E extends ClientEvent> = (reply: SocketReply<AckOf<E>>) => void;

/** The Socket.IO signature of a client event: its payload as sent, then the callback if it is acknowledged. */
export type ClientSignature<E extends ClientEvent> = E['payload'] extends z.ZodType
  ? E['ack'] extends z.ZodType
    ? (payload: z.input<E['payload']>, ack: AckCallback<E>) => void
    : (payload: z.input<E['payload']>) => void
  : E['ack'] extends z.ZodType
    ? (ack: AckCallback<E>) => void
    : () => void;

/** The Socket.IO signature of a server event. */
export type ServerSignature<E extends ServerEvent> = E['payload'] extends z.ZodType
  ? (payload: z.output<E['payload']>) => void
  : () => void;
