import { randomUUID } from 'node:crypto';
import type { Call, CallEndReason, CallSignal, ServerEventName } from '@plaza/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { emitEvent, type ServerArgs } from '../../realtime/emit.js';
import type { PlazaIo, PlazaSocket } from '../../realtime/socket-types.js';
import { userRoom } from '../../realtime/rooms.js';
import { BlockRepository } from '../contacts/block.repository.js';
import { callRefusal } from './call-access.js';
import { holderOf, otherParty, withHolder, type CallRecord } from './call-record.js';
import type { CallStore } from './call-store.js';
import type { CallViews } from './call-views.js';

export interface CallTiming {
  /** Unanswered this long, a call ends as missed (CALL.ringTimeoutMs). */
  ringTimeoutMs: number;
  /** A holding tab gone this long without another taking over ends the call (CALL.disconnectGraceMs). */
  disconnectGraceMs: number;
}

/** How long an answered call's record lives in the store without anyone ending it (all processes gone). */
const ACTIVE_TTL_MS = 24 * 60 * 60 * 1000;
/** A compare-and-set that lost to another change is tried again on the new record this many times. */
const ATTEMPTS = 5;

/** What happens once a call that rang out is removed: the notification and the chat line. */
export type MissedCallHook = (call: CallRecord) => Promise<void>;

/**
 * One-to-one calls (spec 02 §4 Calls): idle → outgoing (caller) / incoming (callee) → active.
 * The state lives in a CallStore (Redis with REDIS_URL, so every process sees one state), and
 * each change is a compare-and-set, so a race (two tabs answering, an answer against the ring
 * timeout) changes the call once and the loser sees the new state. Events go to user rooms and
 * socket ids, which the Redis adapter carries to every process.
 */
export class CallService {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly blocks: BlockRepository;
  private closing = false;

  constructor(
    private readonly deps: {
      db: Db;
      io: PlazaIo;
      store: CallStore;
      views: CallViews;
      timing: CallTiming;
      onMissed: MissedCallHook;
      log: FastifyBaseLogger;
    },
  ) {
    this.blocks = new BlockRepository(deps.db);
  }

  /** The user's call now, as they see it; null when idle. */
  async current(userId: string): Promise<Call | null> {
    const call = await this.deps.store.ofUser(userId);
    return call ? this.deps.views.of(call, userId) : null;
  }

  /**
   * join_call: ring `target`, answer the call ringing from them, or (sent again for the call the
   * user is in) make this socket the one holding it.
   */
  async join(socket: PlazaSocket, userId: string, target: string): Promise<Call> {
    const refusal = await callRefusal(this.deps.db, this.blocks, userId, target);
    if (refusal) throw new AppError(refusal);
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const mine = await this.deps.store.ofUser(userId);
      if (mine) {
        if (otherParty(mine, userId) !== target) throw new AppError('ALREADY_IN_CALL');
        const done =
          mine.state === 'ringing' && mine.calleeId === userId
            ? await this.answer(mine, socket)
            : await this.takeOver(mine, userId, socket);
        if (done) return done;
        continue;
      }
      const call: CallRecord = {
        id: randomUUID(),
        callerId: userId,
        calleeId: target,
        state: 'ringing',
        createdAt: Date.now(),
        answeredAt: null,
        callerSocket: socket.id,
        calleeSocket: null,
      };
      const busy = await this.deps.store.create(call, this.ringTtl());
      if (busy === 'callee_busy') throw new AppError('USER_BUSY');
      // caller_busy: a call involving the user appeared meanwhile (they were called): look again.
      if (busy === 'caller_busy') continue;
      this.schedule(call.id, this.deps.timing.ringTimeoutMs, () => this.ringOut(call.id));
      this.toUser(target, null, 'call_started', await this.deps.views.of(call, target));
      const view = await this.deps.views.of(call, userId);
      this.toUser(userId, socket.id, 'call_started', view);
      return view;
    }
    throw new AppError('ALREADY_IN_CALL');
  }

  /** leave_call: rejects, cancels or hangs up the user's call with `target`; `lost` when the tab gave up on the connection. */
  async leave(socket: PlazaSocket, userId: string, target: string, lost = false): Promise<void> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const call = await this.deps.store.ofUser(userId);
      if (!call || otherParty(call, userId) !== target) throw new AppError('CALL_NOT_FOUND');
      const answered: CallEndReason = lost ? 'disconnected' : 'hung_up';
      const reason: CallEndReason =
        call.state === 'active' ? answered : call.calleeId === userId ? 'rejected' : 'cancelled';
      if (await this.end(call, reason, socket.id)) return;
    }
    throw new AppError('CALL_NOT_FOUND');
  }

  /** call_signal: relays an offer, answer or candidate from the holding tab to the other side's. */
  async signal(socket: PlazaSocket, userId: string, signal: CallSignal & { userId: string }): Promise<void> {
    const call = await this.deps.store.ofUser(userId);
    if (!call || call.state !== 'active' || otherParty(call, userId) !== signal.userId) {
      throw new AppError('CALL_NOT_FOUND');
    }
    // Only the tab holding the call speaks for it; a stale tab must not disturb the connection.
    if (holderOf(call, userId) !== socket.id) throw new AppError('CALL_NOT_FOUND');
    const peer = holderOf(call, signal.userId);
    const payload = {
      userId,
      callId: call.id,
      ...(signal.description ? { description: signal.description } : {}),
      ...(signal.candidate !== undefined ? { candidate: signal.candidate } : {}),
    };
    emitEvent(this.deps.io.to(peer ?? userRoom(signal.userId)), 'call_signal', payload);
  }

  /**
   * A socket closed. If it held a call, the call ends after the grace period unless another tab
   * of the user took it over meanwhile (a reload sends join_call again).
   */
  async socketGone(userId: string, socketId: string): Promise<void> {
    if (this.closing) return;
    const call = await this.deps.store.ofUser(userId);
    if (!call || holderOf(call, userId) !== socketId) return;
    this.schedule(`${call.id}:${socketId}`, this.deps.timing.disconnectGraceMs, async () => {
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        const now = await this.deps.store.get(call.id);
        if (!now || holderOf(now, userId) !== socketId) return;
        if (await this.end(now, 'disconnected', null)) return;
      }
    });
  }

  /** Stops the timers; sockets cut by the shutdown do not end their calls (they reconnect elsewhere). */
  close(): void {
    this.closing = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private async answer(call: CallRecord, socket: PlazaSocket): Promise<Call | null> {
    const answered: CallRecord = { ...call, state: 'active', answeredAt: Date.now(), calleeSocket: socket.id };
    if (!(await this.deps.store.replace(call, answered, ACTIVE_TTL_MS))) return null;
    this.cancelTimer(call.id);
    const { callerId, calleeId, callerSocket } = answered;
    const callerView = await this.deps.views.of(answered, callerId);
    if (callerSocket) emitEvent(this.deps.io.to(callerSocket), 'call_started', callerView);
    else this.toUser(callerId, null, 'call_started', callerView);
    // Every other tab stops ringing (or showing the outgoing card).
    this.toUser(
      calleeId,
      socket.id,
      'call_ended',
      await this.deps.views.ended(answered, calleeId, 'answered_elsewhere'),
    );
    if (callerSocket) {
      this.toUser(
        callerId,
        callerSocket,
        'call_ended',
        await this.deps.views.ended(answered, callerId, 'answered_elsewhere'),
      );
    }
    return this.deps.views.of(answered, calleeId);
  }

  /** Makes this socket the one holding the call on the user's side (a reloaded or other tab). */
  private async takeOver(call: CallRecord, userId: string, socket: PlazaSocket): Promise<Call | null> {
    if (holderOf(call, userId) === socket.id) return this.deps.views.of(call, userId);
    const next = withHolder(call, userId, socket.id);
    const ttl = call.state === 'active' ? ACTIVE_TTL_MS : this.ringTtl() - (Date.now() - call.createdAt);
    if (!(await this.deps.store.replace(call, next, Math.max(ttl, 1000)))) return null;
    const other = otherParty(call, userId);
    const peer = holderOf(next, other);
    // An answered call's media went with the old tab: the other side hears it start again and renegotiates.
    if (call.state === 'active' && peer) {
      emitEvent(this.deps.io.to(peer), 'call_started', await this.deps.views.of(next, other));
    }
    return this.deps.views.of(next, userId);
  }

  /** Ends the call if it is still `call`: both parties' tabs hear why (but `except`, which asked). */
  private async end(call: CallRecord, reason: CallEndReason, except: string | null): Promise<boolean> {
    if (!(await this.deps.store.remove(call))) return false;
    this.cancelTimer(call.id);
    for (const userId of [call.callerId, call.calleeId]) {
      this.toUser(userId, except, 'call_ended', await this.deps.views.ended(call, userId, reason));
    }
    return true;
  }

  /** The ring timeout: a call still ringing ends as missed. */
  private async ringOut(callId: string): Promise<void> {
    const call = await this.deps.store.get(callId);
    if (!call || call.state !== 'ringing') return;
    if (await this.end(call, 'missed', null)) await this.deps.onMissed(call);
  }

  private toUser<E extends ServerEventName>(
    userId: string,
    except: string | null,
    event: E,
    ...args: ServerArgs<E>
  ): void {
    const room = this.deps.io.to(userRoom(userId));
    emitEvent(except ? room.except(except) : room, event, ...args);
  }

  private ringTtl(): number {
    return this.deps.timing.ringTimeoutMs + this.deps.timing.disconnectGraceMs + 5000;
  }

  private schedule(key: string, ms: number, work: () => Promise<void>): void {
    this.cancelTimer(key);
    if (this.closing) return;
    const timer = setTimeout(() => {
      this.timers.delete(key);
      work().catch((error: unknown) => this.deps.log.error({ err: error }, 'call timer failed'));
    }, ms);
    this.timers.set(key, timer);
  }

  private cancelTimer(key: string): void {
    const timer = this.timers.get(key);
    if (timer) clearTimeout(timer);
    this.timers.delete(key);
  }
}
