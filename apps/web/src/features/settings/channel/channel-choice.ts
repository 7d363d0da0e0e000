import type { UserChannel } from '@plaza/contract';

/**
 * The channel another page asked to open with: `navigate('/settings/channel', { state: { channelId } })`
 * (spec 02 §2). Anything else in the history state is ignored.
 */
export function preselectedChannelId(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('channelId' in state)) return null;
  return typeof state.channelId === 'string' ? state.channelId : null;
}

/** The picker's options: the user's channels grouped under their zone's name, both alphabetically. */
export function channelOptions(memberships: readonly UserChannel[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const { channel } of memberships) {
    const items = groups.get(channel.zone.name) ?? [];
    items.push({ value: channel.id, label: channel.name });
    groups.set(channel.zone.name, items);
  }
  const byLabel = (a: string, b: string) => a.localeCompare(b);
  return [...groups.entries()]
    .sort(([a], [b]) => byLabel(a, b))
    .map(([group, items]) => ({ group, items: items.sort((a, b) => byLabel(a.label, b.label)) }));
}
