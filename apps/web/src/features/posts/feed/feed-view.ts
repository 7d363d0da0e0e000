import type { FeedQuery } from '@plaza/contract';
import { PATHS } from '../../../routing/paths';

/** The timeline's tabs (spec 02 §2): All and Following, and the Live, Newest and Popular readings. */
export const FEED_TABS = ['all', 'following', 'live', 'newest', 'popular'] as const;
export type FeedTab = (typeof FEED_TABS)[number];

export const FEED_TAB_LABELS: Record<FeedTab, string> = {
  all: 'All',
  following: 'Following',
  live: 'Live',
  newest: 'Newest',
  popular: 'Popular',
};

/** What the timeline shows, kept in the address (/?channel=…&tab=…) so reload and Back keep it. */
export interface FeedView {
  tab: FeedTab;
  channelId: string | null;
}

export function isFeedTab(value: string | null): value is FeedTab {
  return (FEED_TABS as readonly string[]).includes(value ?? '');
}

const PARAM = { tab: 'tab', channel: 'channel' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readFeedView(params: URLSearchParams): FeedView {
  const tab = params.get(PARAM.tab);
  const channel = params.get(PARAM.channel);
  return {
    tab: isFeedTab(tab) ? tab : 'all',
    channelId: channel && UUID.test(channel) ? channel : null,
  };
}

/** The Following tab exists only while neither a channel nor a zone is selected. */
export function followingAllowed(view: Pick<FeedView, 'channelId'>, zoneSelected: boolean): boolean {
  return !view.channelId && !zoneSelected;
}

/** The tabs offered, and the one shown (Following falls back to All where it is not offered). */
export function feedTabs(view: FeedView, zoneSelected: boolean): { tabs: FeedTab[]; active: FeedTab } {
  const tabs = FEED_TABS.filter((tab) => tab !== 'following' || followingAllowed(view, zoneSelected));
  return { tabs, active: tabs.includes(view.tab) ? view.tab : 'all' };
}

/** The address of a timeline view: '/' for All without a channel. */
export function feedViewPath(view: FeedView): string {
  const params = new URLSearchParams();
  if (view.channelId) params.set(PARAM.channel, view.channelId);
  if (view.tab !== 'all') params.set(PARAM.tab, view.tab);
  const search = params.toString();
  return search ? `${PATHS.home}?${search}` : PATHS.home;
}

/** The timeline filtered to one channel (a channel link goes to /, spec 02 §2). */
export function channelFeedPath(channelId: string): string {
  return feedViewPath({ tab: 'all', channelId });
}

export type FeedFilters = Omit<FeedQuery, 'limit' | 'skip' | 'cursor'>;

/** The feed call's filters for a view. The selected zone travels as App-Subdomain, not here. */
export function feedFiltersOf(view: FeedView, zoneSelected: boolean): FeedFilters {
  const { active } = feedTabs(view, zoneSelected);
  const filters: FeedFilters = {};
  if (view.channelId) filters.channelId = view.channelId;
  if (active === 'following') filters.following = true;
  if (active === 'live') filters.streaming = true;
  if (active === 'newest') filters.sort = 'newest';
  if (active === 'popular') filters.sort = 'popular';
  return filters;
}
