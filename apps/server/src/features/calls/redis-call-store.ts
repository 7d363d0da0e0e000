import type { RedisClient } from '../../realtime/redis.js';
import type { CallRecord } from './call-record.js';
import type { CallStore, CreateRefusal } from './call-store.js';

const CALL_PREFIX = 'plaza:call:';
const USER_PREFIX = 'plaza:call-of:';

/** Stores the call unless a party's pointer names a call that still exists: 1 caller busy, 2 callee busy. */
const CREATE = `
for i, key in ipairs({KEYS[2], KEYS[3]}) do
  local id = redis.call('GET', key)
  if id and redis.call('EXISTS', ARGV[4] .. id) == 1 then return i end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('SET', KEYS[2], ARGV[3], 'PX', ARGV[2])
redis.call('SET', KEYS[3], ARGV[3], 'PX', ARGV[2])
return 0`;

/** Compare-and-set of the whole record; the parties' pointers live as long as it. */
const REPLACE = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
for _, key in ipairs({KEYS[2], KEYS[3]}) do
  if redis.call('GET', key) == ARGV[4] then redis.call('PEXPIRE', key, ARGV[3]) end
end
return 1`;

/** Compare-and-delete of the record and of the pointers that still name it. */
const REMOVE = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
for _, key in ipairs({KEYS[2], KEYS[3]}) do
  if redis.call('GET', key) == ARGV[2] then redis.call('DEL', key) end
end
return 1`;

/**
 * Calls in Redis, shared by every server process: `plaza:call:<id>` holds the record (JSON) and
 * `plaza:call-of:<user>` the id of the user's call. Every change is one script, so it is atomic;
 * every key expires, so a call whose processes all died does not keep its parties busy.
 */
export class RedisCallStore implements CallStore {
  constructor(private readonly redis: RedisClient) {}

  async create(call: CallRecord, ttlMs: number): Promise<CreateRefusal | null> {
    const result = await this.redis.eval(CREATE, {
      keys: this.keys(call),
      arguments: [JSON.stringify(call), String(ttlMs), call.id, CALL_PREFIX],
    });
    return result === 1 ? 'caller_busy' : result === 2 ? 'callee_busy' : null;
  }

  async ofUser(userId: string): Promise<CallRecord | null> {
    const id = await this.redis.get(USER_PREFIX + userId);
    return id === null ? null : this.get(id);
  }

  async get(callId: string): Promise<CallRecord | null> {
    const json = await this.redis.get(CALL_PREFIX + callId);
    return json === null ? null : (JSON.parse(json) as CallRecord);
  }

  async replace(current: CallRecord, next: CallRecord, ttlMs: number): Promise<boolean> {
    const result = await this.redis.eval(REPLACE, {
      keys: this.keys(current),
      arguments: [JSON.stringify(current), JSON.stringify(next), String(ttlMs), current.id],
    });
    return result === 1;
  }

  async remove(current: CallRecord): Promise<boolean> {
    const result = await this.redis.eval(REMOVE, {
      keys: this.keys(current),
      arguments: [JSON.stringify(current), current.id],
    });
    return result === 1;
  }

  close(): void {
    // The connection belongs to the realtime module, which closes it.
  }

  private keys(call: CallRecord): string[] {
    return [CALL_PREFIX + call.id, USER_PREFIX + call.callerId, USER_PREFIX + call.calleeId];
  }
}
