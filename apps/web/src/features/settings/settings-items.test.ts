import { SETTINGS_PAGES } from '../../lib/presentation';
import { describe, expect, it } from 'vitest';
import { SETTINGS_ITEMS, filterSettings, findSettingsItem, settingsFor } from './settings-items';

const titles = (search: string) => filterSettings(SETTINGS_ITEMS, search).map((item) => item.title);

describe('the settings list', () => {
  it('has one item per settings page of the contract, in its order', () => {
    expect(SETTINGS_ITEMS.map((item) => item.id)).toEqual([...SETTINGS_PAGES]);
    expect(titles('')).toEqual([
      'Personal settings',
      'Password',
      'Channel',
      'Zone',
      'API management',
      'Membership',
      'Streaming',
      'Moderation',
      'Outgoing mail',
    ]);
  });

  it('shows Moderation and Outgoing mail to the super admin only', () => {
    const ids = (isSuperAdmin: boolean) => settingsFor({ isSuperAdmin }).map((item) => item.id);
    expect(ids(true)).toEqual(expect.arrayContaining(['moderation', 'outgoing-mail']));
    expect(ids(false)).not.toContain('moderation');
    expect(ids(false)).not.toContain('outgoing-mail');
    expect(ids(false)).toHaveLength(SETTINGS_ITEMS.length - 2);
  });

  it('finds an item by its page id', () => {
    expect(findSettingsItem('password-settings')?.title).toBe('Password');
    expect(findSettingsItem('nope')).toBeUndefined();
  });
});

describe('filterSettings', () => {
  it('shows everything for an empty or blank search', () => {
    expect(titles('')).toHaveLength(SETTINGS_ITEMS.length);
    expect(titles('   ')).toHaveLength(SETTINGS_ITEMS.length);
  });

  it('matches the title, ignoring case and surrounding spaces', () => {
    expect(titles('  PASSWORD ')).toEqual(['Password']);
    expect(titles('membership')).toEqual(['Membership']);
  });

  it('matches the description', () => {
    expect(titles('secret')).toEqual(['API management']);
    expect(titles('photo')).toEqual(['Personal settings']);
    expect(titles('moderate')).toEqual(['Channel', 'Zone']);
  });

  it('finds nothing for an unknown word', () => {
    expect(titles('bananas')).toEqual([]);
  });
});
