import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZONE_ID, memberRow, userZone, zoneRole } from '../testing/fixtures';
import { renderSettings, stubApi, wireErrorToasts } from '../testing/render-settings';
import { ZoneSettingsPanel } from './ZoneSettingsPanel';

const base = {
  'GET /app/config': { appUrl: 'http://plaza.test' },
  'GET /user-zone/list': [userZone('OWNER')],
};
const builtIn = () => [zoneRole('OWNER'), zoneRole('MODERATOR'), zoneRole('USER')];
const ROLES = `GET /zone/role/list/${ZONE_ID}`;
const show = () => renderSettings(<ZoneSettingsPanel />, { pathname: '/settings/zone' });
const openTab = async (name: string) => fireEvent.click(await screen.findByRole('tab', { name }));
const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const columnHeaders = () =>
  within(screen.getByRole('table', { name: 'Permissions' }))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

let unwire: () => void = () => undefined;
beforeEach(() => {
  unwire = wireErrorToasts();
});
afterEach(() => {
  unwire();
  cleanup();
  vi.unstubAllGlobals();
});

describe('Settings › Zone › custom roles', () => {
  it('shows a custom role as an editable column after the built-in ones, with a remove action', async () => {
    stubApi({ ...base, [ROLES]: [zoneRole('EDITOR'), ...builtIn()] });
    show();
    await openTab('Permissions');
    await screen.findByLabelText('EDITOR: Delete the zone');
    expect(columnHeaders()).toEqual(['Permission', 'OWNER', 'MODERATOR', 'USER', 'EDITOR']);
    expect(box('EDITOR: Delete the zone').checked).toBe(false);
    expect(box('EDITOR: Delete the zone').disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Remove role EDITOR' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove role OWNER' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove role USER' })).toBeNull();
  });

  it("shows the contract's message for a bad code and sends nothing", async () => {
    const sent = stubApi({ ...base, [ROLES]: builtIn() });
    show();
    await openTab('Permissions');
    fireEvent.change(await screen.findByLabelText('Role code'), { target: { value: '1st' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
    expect(
      await screen.findByText("Role code may contain only letters, digits and '_', starting with a letter"),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Role code'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
    expect(await screen.findByText(/Role code.*3/)).toBeTruthy();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
  });

  it('adds a role: the code is upper-cased, a new column appears with every permission off', async () => {
    const sent = stubApi({
      ...base,
      [ROLES]: builtIn(),
      [`POST /zone/role/create/${ZONE_ID}`]: zoneRole('EDITOR'),
    });
    show();
    await openTab('Permissions');
    fireEvent.change(await screen.findByLabelText('Role code'), { target: { value: 'editor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
    expect(await screen.findByText('Role EDITOR added')).toBeTruthy();
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ roleCode: 'EDITOR' });
    expect(box('EDITOR: Invite people').checked).toBe(false);
    expect(columnHeaders()).toEqual(['Permission', 'OWNER', 'MODERATOR', 'USER', 'EDITOR']);
    await waitFor(() => expect((screen.getByLabelText('Role code') as HTMLInputElement).value).toBe(''));
    fireEvent.click(box('EDITOR: Invite people'));
    expect((screen.getByRole('button', { name: 'Save EDITOR permissions' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('toasts a taken role code', async () => {
    stubApi({
      ...base,
      [ROLES]: builtIn(),
      [`POST /zone/role/create/${ZONE_ID}`]: () => ({
        status: 409,
        body: { statusCode: 409, message: 'ROLE_CODE_ALREADY_EXISTS', error: 'This role code is already in use.' },
      }),
    });
    show();
    await openTab('Permissions');
    fireEvent.change(await screen.findByLabelText('Role code'), { target: { value: 'MODERATOR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
    expect(await screen.findByText('This role code is already in use.')).toBeTruthy();
  });

  it('removes a custom role only after confirmation', async () => {
    const sent = stubApi({
      ...base,
      [ROLES]: [...builtIn(), zoneRole('EDITOR')],
      [`DELETE /zone/role/remove/${ZONE_ID}/EDITOR`]: { success: true },
    });
    show();
    await openTab('Permissions');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove role EDITOR' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure')).toBeTruthy();
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Role EDITOR removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('EDITOR: Invite people')).toBeNull());
    expect(columnHeaders()).toEqual(['Permission', 'OWNER', 'MODERATOR', 'USER']);
  });

  it('keeps the column when somebody holds the role', async () => {
    stubApi({
      ...base,
      [ROLES]: [...builtIn(), zoneRole('EDITOR')],
      [`DELETE /zone/role/remove/${ZONE_ID}/EDITOR`]: () => ({
        status: 409,
        body: {
          statusCode: 409,
          message: 'USERS_USING_ROLE',
          error: 'This role cannot be removed while users hold it.',
        },
      }),
    });
    show();
    await openTab('Permissions');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove role EDITOR' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This role cannot be removed while users hold it.')).toBeTruthy();
    expect(screen.getByLabelText('EDITOR: Invite people')).toBeTruthy();
  });

  it("offers the zone's custom roles in a member's role select", async () => {
    const grace = memberRow(1, 'Grace Hopper', 'USER');
    const sent = stubApi({
      ...base,
      [ROLES]: [...builtIn(), zoneRole('EDITOR')],
      [`GET /zone/users/list/${ZONE_ID}`]: { data: [grace], total: 1, limit: 10, skip: 0 },
      [`PUT /zone/role/change/${ZONE_ID}`]: { ...grace, role: 'EDITOR' },
    });
    show();
    await openTab('Members');
    const select = (await screen.findAllByLabelText('Role of Grace Hopper')).find((e) => e instanceof HTMLInputElement);
    fireEvent.click(select!);
    const options = await screen.findAllByRole('option');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('EDITOR'));
    expect(options.length).toBeGreaterThanOrEqual(3);
    fireEvent.click(screen.getByRole('option', { name: 'EDITOR' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByText('Role changed');
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ userId: grace.user.id, zoneRoleCode: 'EDITOR' });
  });
});
