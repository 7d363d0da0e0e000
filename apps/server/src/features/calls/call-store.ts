import type { CallRecord } from './call-record.js';

/** Why a call could not be created: one of its parties is in a call already. */
export type CreateRefusal = 'caller_busy' | 'callee_busy';

/**
 * Where calls live: in this process (one server) or in Redis (every process). Each change is a
 * compare-and-set on the whole record, so two processes (or two tabs) racing to answer, hang up
 * or time out a call change it once.
 */
export interface CallStore {
  /** Stores a new call unless either party is in one; `ttlMs` bounds how long it may linger. */
  create(call: CallRecord, ttlMs: number): Promise<CreateRefusal | null>;
  /** The call this user is in, if any. */
  ofUser(userId: string): Promise<CallRecord | null>;
  get(callId: string): Promise<CallRecord | null>;
  /** Replaces `current` by `next` if the stored call is still exactly `current`. */
  replace(current: CallRecord, next: CallRecord, ttlMs: number): Promise<boolean>;
  /** Removes the call if it is still exactly `current`; false: someone changed it first. */
  remove(current: CallRecord): Promise<boolean>;
  close(): void;
}

const same = (a: CallRecord, b: CallRecord) => JSON.stringify(a) === JSON.stringify(b);

/** The calls of a server without REDIS_URL: one process, so plain maps are enough. */
export class MemoryCallStore implements CallStore {
  private readonly calls = new Map<string, { call: CallRecord; timer: NodeJS.Timeout }>();
  private readonly byUser = new Map<string, string>();

  create(call: CallRecord, ttlMs: number): Promise<CreateRefusal | null> {
    if (this.byUser.has(call.callerId)) return Promise.resolve('caller_busy');
    if (this.byUser.has(call.calleeId)) return Promise.resolve('callee_busy');
    this.put(call, ttlMs);
    this.byUser.set(call.callerId, call.id);
    this.byUser.set(call.calleeId, call.id);
    return Promise.resolve(null);
  }

  ofUser(userId: string): Promise<CallRecord | null> {
    const id = this.byUser.get(userId);
    return Promise.resolve(id === undefined ? null : (this.calls.get(id)?.call ?? null));
  }

  get(callId: string): Promise<CallRecord | null> {
    return Promise.resolve(this.calls.get(callId)?.call ?? null);
  }

  replace(current: CallRecord, next: CallRecord, ttlMs: number): Promise<boolean> {
    const stored = this.calls.get(current.id);
    if (!stored || !same(stored.call, current)) return Promise.resolve(false);
    clearTimeout(stored.timer);
    this.put(next, ttlMs);
    return Promise.resolve(true);
  }

  remove(current: CallRecord): Promise<boolean> {
    const stored = this.calls.get(current.id);
    if (!stored || !same(stored.call, current)) return Promise.resolve(false);
    this.drop(current);
    return Promise.resolve(true);
  }

  close(): void {
    for (const { timer } of this.calls.values()) clearTimeout(timer);
    this.calls.clear();
    this.byUser.clear();
  }

  private put(call: CallRecord, ttlMs: number): void {
    const timer = setTimeout(() => this.drop(call), ttlMs);
    timer.unref();
    this.calls.set(call.id, { call, timer });
  }

  private drop(call: CallRecord): void {
    const stored = this.calls.get(call.id);
    if (stored) clearTimeout(stored.timer);
    this.calls.delete(call.id);
    for (const userId of [call.callerId, call.calleeId]) {
      if (this.byUser.get(userId) === call.id) this.byUser.delete(userId);
    }
  }
}
