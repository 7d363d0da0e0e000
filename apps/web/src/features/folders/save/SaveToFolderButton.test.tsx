import { errorText } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, wireErrorToasts, type Sent } from '../../settings/testing/render-settings';
import { aPost } from '../../../testing/post-fixture';
import { renderApp } from '../../../testing/render-app';
import { aFolder, anItem } from '../testing/folder-fixture';
import { SaveToFolderButton } from './SaveToFolderButton';

const LIST = `GET ${api.folders.list.path}`;
const ADD = `POST ${api.folders.addItem.path}`;
const REMOVE = `POST ${api.folders.removeItem.path}`;
const CREATE = `POST ${api.folders.create.path}`;
const failure = (status: number, code: string) => () => ({
  status,
  body: { statusCode: status, message: code, error: 'x' },
});

const post = aPost({ title: 'Oolong' });
const show = () => renderApp(<SaveToFolderButton post={post} />, { path: '/video' });
const openMenu = async (label: 'Save' | 'Saved' = 'Save') => {
  fireEvent.click(await screen.findByRole('button', { name: label }));
  return screen.findByRole('dialog', { name: 'Save to folder' });
};

/** Holds every POST of the fake server until released, to see the screen before the reply. */
function holdPosts(): () => void {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (init.method === 'POST') await gate;
    return inner(url, init);
  });
  return release;
}

let unwire: () => void;
beforeEach(() => (unwire = wireErrorToasts()));
afterEach(() => {
  unwire();
  vi.unstubAllGlobals();
});

describe('the save-to-folder menu', () => {
  it('reads Saved and checks the folders that hold the post', async () => {
    stubApi({
      [LIST]: [aFolder({ title: 'Watch later', hasPost: true }), aFolder({ title: 'Tea' })],
    });
    show();
    const menu = await openMenu('Saved');
    expect((within(menu).getByRole('checkbox', { name: 'Watch later' }) as HTMLInputElement).checked).toBe(true);
    expect((within(menu).getByRole('checkbox', { name: 'Tea' }) as HTMLInputElement).checked).toBe(false);
  });

  it('saves to a folder and takes it out again, asking with the post', async () => {
    const tea = aFolder({ title: 'Tea' });
    let saved = false;
    const sent = stubApi({
      [LIST]: () => ({ body: [{ ...tea, hasPost: saved }] }),
      // The server answers the saved item with its folder.
      [ADD]: () => ((saved = true), { body: { ...anItem(tea.id, post), folder: { ...tea, hasPost: true } } }),
      [REMOVE]: () => ((saved = false), { body: tea }),
    });
    show();
    const menu = await openMenu();
    const box = within(menu).getByRole('checkbox', { name: 'Tea' }) as HTMLInputElement;
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeInTheDocument();
    await waitFor(() => expect(sent.some((r) => r.path === api.folders.addItem.path)).toBe(true));
    expect(sent.find((r) => r.path === api.folders.addItem.path)?.body).toEqual({ folderId: tea.id, postId: post.id });
    fireEvent.click(box);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    await waitFor(() => expect(sent.some((r) => r.path === api.folders.removeItem.path)).toBe(true));
  });

  it('undoes a save the server refused, with the error toast', async () => {
    stubApi({ [LIST]: [aFolder({ title: 'Tea' })], [ADD]: failure(404, 'POST_NOT_FOUND') });
    const release = holdPosts();
    show();
    const menu = await openMenu();
    const box = within(menu).getByRole('checkbox', { name: 'Tea' }) as HTMLInputElement;
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(screen.getByRole('button', { name: 'Saved' })).toBeInTheDocument();
    release();
    expect(await screen.findByText(errorText('POST_NOT_FOUND'))).toBeInTheDocument();
    await waitFor(() => expect(box.checked).toBe(false));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('creates a folder inline and saves the post into it', async () => {
    let folders = [aFolder({ title: 'Watch later' })];
    const sent = stubApi({
      [LIST]: () => ({ body: folders }),
      [CREATE]: ({ body }: Sent) => {
        const created = aFolder({ title: (body as { title: string }).title });
        folders = [...folders, created];
        return { body: created };
      },
      [ADD]: ({ body }: Sent) => {
        const { folderId } = body as { folderId: string };
        folders = folders.map((f) => (f.id === folderId ? { ...f, hasPost: true, itemCount: 1 } : f));
        return { body: { ...anItem(folderId, post), folder: folders.find((f) => f.id === folderId) } };
      },
    });
    show();
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'Create New Folder' }));
    const create = within(menu).getByRole('button', { name: 'Create' });
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(menu).getByRole('textbox', { name: 'Name' }), { target: { value: 'Green tea' } });
    fireEvent.click(create);
    expect(await screen.findByText('New folder created: Green tea')).toBeInTheDocument();
    const box = (await within(menu).findByRole('checkbox', { name: 'Green tea' })) as HTMLInputElement;
    await waitFor(() => expect(box.checked).toBe(true));
    expect(screen.getByRole('button', { name: 'Saved' })).toBeInTheDocument();
    const created = folders[1]!;
    expect(sent.find((r) => r.path === api.folders.addItem.path)?.body).toEqual({
      folderId: created.id,
      postId: post.id,
    });
  });

  it('says so when there are no folders', async () => {
    stubApi({ [LIST]: [] });
    show();
    const menu = await openMenu();
    expect(await within(menu).findByText('No post folder found!')).toBeInTheDocument();
  });
});
