import * as api from '@plaza/contract/api';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '../../../api/hooks';
import { SUGGESTION_LIMITS } from '../expand-list';

/** Folded, a block asks for the few it shows; 'See more' asks again for the expanded count. */
const inputFor = (expanded: boolean) => ({
  query: { limit: expanded ? SUGGESTION_LIMITS.expanded : SUGGESTION_LIMITS.shown },
});
const KEEP = { placeholderData: keepPreviousData };

export function useZoneSuggestions(expanded: boolean) {
  return useApiQuery(api.suggestions.zones, inputFor(expanded), KEEP);
}

export function useChannelSuggestions(expanded: boolean) {
  return useApiQuery(api.suggestions.channels, inputFor(expanded), KEEP);
}

export function useContactSuggestions(expanded: boolean) {
  return useApiQuery(api.suggestions.contacts, inputFor(expanded), KEEP);
}
