import type { UserChannel } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { channelOptions, preselectedChannelId } from './channel-choice';

const membership = (id: string, name: string, zoneName: string) =>
  ({ channel: { id, name, zone: { id: `z-${zoneName}`, name: zoneName, subdomain: zoneName } } }) as UserChannel;

describe('the channel settings choice', () => {
  it('reads the channel id passed in navigation state', () => {
    expect(preselectedChannelId({ channelId: 'c-1' })).toBe('c-1');
  });

  it('ignores a missing or foreign state', () => {
    expect(preselectedChannelId(null)).toBeNull();
    expect(preselectedChannelId(undefined)).toBeNull();
    expect(preselectedChannelId('c-1')).toBeNull();
    expect(preselectedChannelId({ channelId: 42 })).toBeNull();
    expect(preselectedChannelId({ from: '/channels' })).toBeNull();
  });

  it("groups the user's channels under their zone, both in alphabetical order", () => {
    const options = channelOptions([
      membership('c-3', 'Sencha', 'Tea'),
      membership('c-1', 'Espresso', 'Coffee'),
      membership('c-2', 'Matcha', 'Tea'),
    ]);
    expect(options).toEqual([
      { group: 'Coffee', items: [{ value: 'c-1', label: 'Espresso' }] },
      {
        group: 'Tea',
        items: [
          { value: 'c-2', label: 'Matcha' },
          { value: 'c-3', label: 'Sencha' },
        ],
      },
    ]);
  });
});
