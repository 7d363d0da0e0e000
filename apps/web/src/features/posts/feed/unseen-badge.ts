import { LISTS } from '@plaza/contract';

/** The unseen badge of a channel: nothing at zero, '9+' above LISTS.unseenBadgeMax (spec 02 §2). */
export function unseenBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > LISTS.unseenBadgeMax ? `${LISTS.unseenBadgeMax}+` : String(Math.floor(count));
}
