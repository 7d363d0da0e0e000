import { buildPath } from '@plaza/contract';
import { SEARCH_SCOPES } from '../../lib/presentation';
import { PATHS } from '../../routing/paths';

export type SearchScope = (typeof SEARCH_SCOPES)[number];

export const SCOPE_LABELS: Record<SearchScope, string> = {
  post: 'Videos',
  channel: 'Channels',
  zone: 'Zones',
  profile: 'People',
};

export function isSearchScope(value: string | undefined): value is SearchScope {
  return (SEARCH_SCOPES as readonly string[]).includes(value ?? '');
}

/** The post scope's filters, kept in the address: /search/post/cats?following=true&streaming=true. */
export interface PostSearchFilters {
  following: boolean;
  streaming: boolean;
}

export function readPostFilters(params: URLSearchParams): PostSearchFilters {
  return { following: params.get('following') === 'true', streaming: params.get('streaming') === 'true' };
}

/** /search/{scope}/{value}, with the post filters that are on; null for an empty term. */
export function searchPath(scope: SearchScope, value: string, filters?: PostSearchFilters): string | null {
  const term = value.trim();
  if (!term) return null;
  const path = buildPath(PATHS.search, { scope, value: term });
  if (scope !== 'post' || !filters) return path;
  const params = new URLSearchParams();
  if (filters.following) params.set('following', 'true');
  if (filters.streaming) params.set('streaming', 'true');
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
