import { LISTS } from '@plaza/contract';

/** How many items a list shows folded, and unfolded after 'See more'. */
export interface ExpandLimits {
  shown: number;
  expanded: number;
}

/** Invitations: 5 shown, 'See more' expands to 30 (spec 02 §4). */
export const INVITATION_LIMITS: ExpandLimits = {
  shown: LISTS.invitationsShown,
  expanded: LISTS.invitationsExpanded,
};

/** Suggestions: 3 shown, 'See more' expands the list. */
export const SUGGESTION_LIMITS: ExpandLimits = {
  shown: LISTS.suggestionsShown,
  expanded: LISTS.suggestionsExpanded,
};

/** The items on screen. */
export function visibleItems<T>(items: readonly T[], expanded: boolean, limits: ExpandLimits): T[] {
  return items.slice(0, expanded ? limits.expanded : limits.shown);
}

/** 'See more' is offered while folded and more items exist than are shown. */
export function canSeeMore(available: number, expanded: boolean, limits: ExpandLimits): boolean {
  return !expanded && available > limits.shown;
}

/** A place's members in the right panel: as many as the invitations, folded and unfolded. */
export const MEMBER_LIMITS: ExpandLimits = INVITATION_LIMITS;
