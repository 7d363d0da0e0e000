import { SETTINGS_PAGES } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { SETTINGS_ITEMS, filterSettings, findSettingsItem } from './settings-items';

const titles = (search: string) => filterSettings(SETTINGS_ITEMS, search).map((item) => item.title);

describe('the settings list', () => {
  it('has one item per settings page of the contract, in its order', () => {
    expect(SETTINGS_ITEMS.map((item) => item.id)).toEqual([...SETTINGS_PAGES]);
    expect(titles('')).toEqual(['Personal settings', 'Password', 'Channel', 'Zone', 'API management', 'Membership']);
  });

  it('finds an item by its page id', () => {
    expect(findSettingsItem('password-settings')?.title).toBe('Password');
    expect(findSettingsItem('nope')).toBeUndefined();
  });
});

describe('filterSettings', () => {
  it('shows everything for an empty or blank search', () => {
    expect(titles('')).toHaveLength(6);
    expect(titles('   ')).toHaveLength(6);
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
