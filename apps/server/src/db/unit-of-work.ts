import type { Transaction } from 'kysely';
import type { Db } from './database.js';
import type { Database } from './schema.js';

/** Work that leaves a transaction once it has committed: a mail's wake-up, a notification's delivery, a socket emit. */
export type AfterCommit = () => void | Promise<void>;

/** The after-commit work of each open unit of work, keyed by its transaction. */
const pending = new WeakMap<Transaction<Database>, AfterCommit[]>();

/**
 * Runs `work` in a transaction; what it hands to `afterCommit` runs once the transaction has
 * committed, in order, and never when it rolls back. Every write that tells someone (mail,
 * notifications, job wake-ups, socket events) goes through here, so none is forgotten and
 * none announces a change that did not happen.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const hooks: AfterCommit[] = [];
  const result = await db.transaction().execute((trx) => {
    pending.set(trx, hooks);
    return work(trx);
  });
  await runAll(hooks);
  return result;
}

/**
 * Queues `hook` for after the commit of `runner`'s unit of work. Outside a transaction there is
 * nothing to wait for: the write already committed, so the hook runs now. A transaction opened
 * without `inTransaction` is a programming error (its work would be lost): it throws.
 */
export async function afterCommit(runner: Db, hook: AfterCommit): Promise<void> {
  if (!runner.isTransaction) return runAll([hook]);
  const hooks = pending.get(runner as Transaction<Database>);
  if (!hooks) throw new Error('after-commit work in a transaction not opened with inTransaction()');
  hooks.push(hook);
}

/** Every hook runs even if one fails (they are best effort and log their own failures); the first failure is rethrown. */
async function runAll(hooks: readonly AfterCommit[]): Promise<void> {
  let failure: { error: unknown } | null = null;
  for (const hook of hooks) {
    try {
      await hook();
    } catch (error) {
      failure ??= { error };
    }
  }
  if (failure) throw failure.error;
}
