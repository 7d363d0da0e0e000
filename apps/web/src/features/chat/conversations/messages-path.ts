import { PATHS } from '../../../routing/paths';

/** The query parameter of /messages naming the other person of the open conversation (their user id). */
export const USER_PARAM = 'user';
/**
 * Their username, a hint beside the id: the page finds a person who is not in the loaded part of
 * the conversation list by it (profiles are read by username), e.g. when opened from a profile.
 */
export const NAME_PARAM = 'name';

/** /messages, or /messages?user=<id>&name=<userName> to open the conversation with `user`. */
export function messagesPath(user?: { id: string; userName: string | null }): string {
  if (!user) return PATHS.messages;
  const query = new URLSearchParams({ [USER_PARAM]: user.id });
  if (user.userName) query.set(NAME_PARAM, user.userName);
  return `${PATHS.messages}?${query.toString()}`;
}

/** Whom /messages' address asks to open: their id, and the username hint when given. */
export function selectedFromSearch(search: URLSearchParams): { id: string; userName: string | null } | null {
  const id = search.get(USER_PARAM)?.trim();
  if (!id) return null;
  return { id, userName: search.get(NAME_PARAM)?.trim() || null };
}
