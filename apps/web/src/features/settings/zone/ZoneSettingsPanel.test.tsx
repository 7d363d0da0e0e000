import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZONE_ID, memberRow, userZone, zone, zoneRole } from '../testing/fixtures';
import { renderSettings, stubApi } from '../testing/render-settings';
import { ZoneSettingsPanel } from './ZoneSettingsPanel';

const config = { 'GET /app/config': { appUrl: 'http://plaza.test' } };
const zonesOf = (...memberships: ReturnType<typeof userZone>[]) => ({ 'GET /user-zone/list': memberships });
const show = () => renderSettings(<ZoneSettingsPanel />, { pathname: '/settings/zone' });
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
/** A Mantine Select's input (its dropdown carries the same label). */
const selectInput = (label: string) =>
  screen.getAllByLabelText(label).find((element): element is HTMLInputElement => element instanceof HTMLInputElement);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Settings › Zone', () => {
  it('says honestly that there is no zone yet', async () => {
    stubApi({ ...config, ...zonesOf() });
    show();
    expect(await screen.findByText('No zone yet')).toBeTruthy();
    expect(screen.getByText(/Create zone in the zone menu/)).toBeTruthy();
  });

  it('shows an error with Try again when the zones cannot be loaded', async () => {
    stubApi({
      ...config,
      'GET /user-zone/list': () => ({ status: 500, body: { statusCode: 500, message: 'x', error: 'x' } }),
    });
    show();
    expect(await screen.findByText('Your zones could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lets an owner save only what changed, and shows every section and tab', async () => {
    let saved = userZone('OWNER');
    const sent = stubApi({
      ...config,
      'GET /user-zone/list': () => ({ body: [saved] }),
      [`PUT /zone/update/${ZONE_ID}`]: () => {
        saved = { ...saved, zone: zone({ description: 'Oolong too' }) };
        return { body: saved.zone };
      },
    });
    show();
    const description = await screen.findByLabelText('Description');
    const save = screen.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(description, { target: { value: 'Oolong too' } });
    expect((save as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(save);
    await screen.findByText('Changes saved');
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ description: 'Oolong too' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByText('Display photo')).toBeTruthy();
    expect(screen.getByLabelText('Invite by e-mail')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete zone' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Permissions' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Members' })).toBeTruthy();
  });

  it('shows a taken address under the address field', async () => {
    stubApi({
      ...config,
      ...zonesOf(userZone('OWNER')),
      [`PUT /zone/update/${ZONE_ID}`]: () => ({
        status: 409,
        body: {
          statusCode: 409,
          message: 'ZONE_SUBDOMAIN_ALREADY_EXIST',
          error: 'This zone address is already taken.',
        },
      }),
    });
    show();
    fireEvent.change(await screen.findByLabelText('Zone address', { exact: false }), { target: { value: 'taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This zone address is already taken.')).toBeTruthy();
  });

  it('gives a plain member disabled fields, no tabs and a Leave button', async () => {
    stubApi({ ...config, ...zonesOf(userZone('USER')) });
    show();
    await screen.findByRole('heading', { name: 'Tea House' });
    expect(field('Zone name').disabled).toBe(true);
    expect(field('Description').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByText('Display photo')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    // The default USER role may invite.
    expect(screen.getByLabelText('Invite by e-mail')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave zone' })).toBeTruthy();
  });

  it('saves a MODERATOR permission from the matrix, with the OWNER column locked', async () => {
    let moderator = zoneRole('MODERATOR');
    const sent = stubApi({
      ...config,
      ...zonesOf(userZone('OWNER')),
      [`GET /zone/role/list/${ZONE_ID}`]: () => ({ body: [zoneRole('OWNER'), moderator, zoneRole('USER')] }),
      [`PUT /zone/permissions/update/${ZONE_ID}`]: () => {
        moderator = { ...moderator, canDelete: true };
        return { body: moderator };
      },
    });
    show();
    fireEvent.click(await screen.findByRole('tab', { name: 'Permissions' }));
    const ownerDelete = (await screen.findByLabelText('OWNER: Delete the zone')) as HTMLInputElement;
    expect(ownerDelete.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save OWNER permissions' })).toBeNull();
    const saveModerator = screen.getByRole('button', { name: 'Save MODERATOR permissions' }) as HTMLButtonElement;
    expect(saveModerator.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('MODERATOR: Delete the zone'));
    expect(saveModerator.disabled).toBe(false);
    fireEvent.click(saveModerator);
    await screen.findByText('Changes saved');
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
      roleCode: 'MODERATOR',
      permissions: { canDelete: true },
    });
    await waitFor(() => expect(saveModerator.disabled).toBe(true));
    expect((screen.getByLabelText('MODERATOR: Delete the zone') as HTMLInputElement).checked).toBe(true);
  });

  it("changes a member's role only after confirmation", async () => {
    const grace = memberRow(1, 'Grace Hopper', 'USER');
    const sent = stubApi({
      ...config,
      ...zonesOf(userZone('OWNER')),
      [`GET /zone/users/list/${ZONE_ID}`]: { data: [grace], total: 1, limit: 10, skip: 0 },
      [`GET /zone/role/list/${ZONE_ID}`]: [zoneRole('OWNER'), zoneRole('MODERATOR'), zoneRole('USER')],
      [`PUT /zone/role/change/${ZONE_ID}`]: { ...grace, role: 'MODERATOR' },
    });
    show();
    fireEvent.click(await screen.findByRole('tab', { name: 'Members' }));
    await screen.findAllByLabelText('Role of Grace Hopper');
    fireEvent.click(selectInput('Role of Grace Hopper')!);
    fireEvent.click(await screen.findByRole('option', { name: 'MODERATOR' }));
    expect(await screen.findByText('Are you sure')).toBeTruthy();
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Role changed');
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ userId: grace.user.id, zoneRoleCode: 'MODERATOR' });
    await waitFor(() => expect(selectInput('Role of Grace Hopper')?.value).toBe('MODERATOR'));
  });

  it('deletes the zone after confirmation', async () => {
    const sent = stubApi({
      ...config,
      'GET /user-zone/list': () => ({
        body: sent.some((r) => r.method === 'DELETE') ? [] : [userZone('OWNER')],
      }),
      [`DELETE /zone/remove/${ZONE_ID}`]: { success: true },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete zone' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Zone deleted')).toBeTruthy();
    expect(await screen.findByText('No zone yet')).toBeTruthy();
  });
});
