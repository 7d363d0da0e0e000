import { messages, userNameCheckBody } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { TIMING } from '../../lib/presentation';
import { useEffect, useState } from 'react';
import { call } from '../../api/client';

/** Whether a username is taken; rejects when the server could not say. */
export type UserNameChecker = (userName: string, signal: AbortSignal) => Promise<boolean>;

export type Availability =
  | { userName: string; status: 'checking' }
  | { userName: string; status: 'available' }
  | { userName: string; status: 'taken' };

/** Only a username that passes the pattern and length rules is worth asking about (spec 01 §4). */
export function shouldCheckUserName(userName: string): boolean {
  return userNameCheckBody.safeParse({ userName }).success;
}

/** The line under the field: nothing while typing or checking, then available (green) or not (red). */
export function availabilityNote(availability: Availability | null): { text: string; color: string } | null {
  if (!availability || availability.status === 'checking') return null;
  return availability.status === 'available'
    ? { text: messages.userNameAvailable(availability.userName), color: 'green' }
    : { text: messages.userNameNotAvailable(availability.userName), color: 'red' };
}

/** Asks the server; a failed check shows nothing rather than a toast on every keystroke. */
export const checkUserNameOnServer: UserNameChecker = async (userName, signal) => {
  const reply = await call(api.user.userNameCheck, { body: { userName } }, { toast: false, signal });
  return reply.exists;
};

/**
 * The availability of what is typed, checked once typing has paused for the debounce time.
 * An answer about an older value is dropped; null when the value is not a valid username.
 */
export function useUserNameAvailability(
  userName: string,
  check: UserNameChecker = checkUserNameOnServer,
): Availability | null {
  const [answer, setAnswer] = useState<{ userName: string; exists: boolean } | null>(null);
  const valid = shouldCheckUserName(userName);

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      check(userName, controller.signal).then(
        (exists) => {
          if (!controller.signal.aborted) setAnswer({ userName, exists });
        },
        () => undefined,
      );
    }, TIMING.userNameCheckDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [userName, valid, check]);

  if (!valid) return null;
  if (answer?.userName !== userName) return { userName, status: 'checking' };
  return { userName, status: answer.exists ? 'taken' : 'available' };
}
