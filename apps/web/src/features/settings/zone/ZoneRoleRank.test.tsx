import { ZONE_PERMISSION_KEYS } from '@plaza/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionLabel } from '../community/community-text';
import { ZONE_ID, memberRow, userZone, zoneRole } from '../testing/fixtures';
import { renderSettings, stubApi } from '../testing/render-settings';
import { ZoneSettingsPanel } from './ZoneSettingsPanel';

/** A MODERATOR's settings: what the server would refuse them (the rank rule) is disabled. */
const deputy = { ...zoneRole('OWNER'), id: '00000000-0000-4000-8000-000000000071', roleCode: 'DEPUTY' };
const helper = { ...zoneRole('HELPER'), canInvite: true, canManageRole: true };
const ROLES = [zoneRole('OWNER'), zoneRole('MODERATOR'), zoneRole('USER'), deputy, helper];
const me = memberRow(1, 'Mo Derator', 'MODERATOR');
const MEMBERS = [
  memberRow(2, 'Olive Owner', 'OWNER'),
  me,
  memberRow(3, 'Una User', 'USER'),
  memberRow(4, 'Dee Puty', 'DEPUTY'),
];

function showAsModerator() {
  stubApi({
    'GET /app/config': { appUrl: 'http://plaza.test' },
    'GET /user-zone/list': [userZone('MODERATOR')],
    [`GET /zone/role/list/${ZONE_ID}`]: ROLES,
    [`GET /zone/users/list/${ZONE_ID}`]: { data: MEMBERS, total: MEMBERS.length, limit: 10, skip: 0 },
  });
  renderSettings(<ZoneSettingsPanel />, { pathname: '/settings/zone' });
}

/** The permissions whose box is enabled in the role's column (read in one pass: label queries are slow). */
function enabledBoxes(roleCode: string) {
  const boxes = new Map(
    [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map((b) => [
      b.getAttribute('aria-label'),
      b,
    ]),
  );
  return ZONE_PERMISSION_KEYS.filter(
    (key) => boxes.get(`${roleCode}: ${permissionLabel(key, 'zone')}`)?.disabled === false,
  );
}
const roleSelect = (name: string) =>
  screen.getAllByLabelText(`Role of ${name}`).find((e): e is HTMLInputElement => e instanceof HTMLInputElement)!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Settings › Zone as a MODERATOR', () => {
  it('locks its own column, OWNER and the all-flags DEPUTY; below it, only the permissions it holds', async () => {
    showAsModerator();
    fireEvent.click(await screen.findByRole('tab', { name: 'Permissions' }));
    await screen.findByLabelText('USER: Delete the zone');
    expect(document.querySelectorAll('input[type="checkbox"]')).toHaveLength(
      ROLES.length * ZONE_PERMISSION_KEYS.length,
    );
    expect(enabledBoxes('OWNER')).toEqual([]);
    expect(enabledBoxes('MODERATOR')).toEqual([]);
    expect(enabledBoxes('DEPUTY')).toEqual([]);
    expect(enabledBoxes('USER')).toEqual(['canCreateChannel', 'canInvite', 'canEdit', 'canManageRole']);
    expect(enabledBoxes('HELPER')).not.toContain('canDelete');
    expect(screen.queryByRole('button', { name: 'Remove role DEPUTY' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove role HELPER' })).toBeTruthy();
  });

  it("disables its own, the owner's and the deputy's role selects, and offers only roles below it", async () => {
    showAsModerator();
    fireEvent.click(await screen.findByRole('tab', { name: 'Members' }));
    await screen.findByText('Una User');
    for (const name of ['Mo Derator', 'Olive Owner', 'Dee Puty']) expect(roleSelect(name).disabled, name).toBe(true);
    expect(roleSelect('Una User').disabled).toBe(false);
    fireEvent.click(roleSelect('Una User'));
    const listbox = await screen.findByRole('listbox');
    const offered = within(listbox)
      .getAllByRole('option')
      .filter((o) => o.getAttribute('aria-disabled') !== 'true')
      .map((o) => o.textContent);
    expect(offered).toEqual(['USER', 'HELPER']);
  });
});
