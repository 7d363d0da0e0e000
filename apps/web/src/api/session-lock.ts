/**
 * Runs `task` while holding the session-refresh lock. With the Web Locks API the lock is shared by
 * every tab of the origin, so two tabs never spend the same (rotating) refresh token; without it,
 * calls of this tab still queue behind one another.
 */
export type RunLocked = <T>(task: () => Promise<T>) => Promise<T>;

export const SESSION_LOCK_NAME = 'plaza-session-refresh';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export function createSessionLock(locks: LockManagerLike | undefined = browserLocks()): RunLocked {
  if (locks) {
    return (task) => locks.request(SESSION_LOCK_NAME, task);
  }
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

function browserLocks(): LockManagerLike | undefined {
  return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
}
