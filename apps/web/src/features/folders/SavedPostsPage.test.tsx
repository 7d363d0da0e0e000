import { buildPath, errorText, folderBody, FOLDER, postMediaUrl } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, wireErrorToasts, type Sent } from '../settings/testing/render-settings';
import { aPost } from '../../testing/post-fixture';
import { renderApp } from '../../testing/render-app';
import { SavedPostsPage } from './SavedPostsPage';
import { aFolder, anItem } from './testing/folder-fixture';

const LIST = `GET ${api.folders.list.path}`;
const CREATE = `POST ${api.folders.create.path}`;
const REMOVE_ITEM = `POST ${api.folders.removeItem.path}`;
const itemsPath = (id: string) => `GET ${buildPath(api.folders.items.path, { id })}`;
const failure = (status: number, code: string) => () => ({
  status,
  body: { statusCode: status, message: code, error: 'x' },
});
const paged = <T,>(data: T[], total = data.length) => ({ data, total, limit: FOLDER.itemsPage, skip: 0 });

const open = (search = '') => renderApp(<SavedPostsPage />, { path: `/saved-posts${search}`, pattern: '/saved-posts' });

let unwire: () => void;
beforeEach(() => (unwire = wireErrorToasts()));
afterEach(() => {
  unwire();
  vi.unstubAllGlobals();
});

describe('the folder list', () => {
  it('shows placeholders, then the empty text', async () => {
    stubApi({ [LIST]: [] });
    open();
    expect(screen.getByRole('status', { name: 'Loading folders' })).toBeInTheDocument();
    expect(await screen.findByText('No folder found!')).toBeInTheDocument();
  });

  it('shows each folder with its count and a link that opens it', async () => {
    const watch = aFolder({ title: 'Watch later', itemCount: 1 });
    watch.folderItems = [anItem(watch.id)];
    stubApi({ [LIST]: [watch, aFolder({ title: 'Tea', itemCount: 3 })] });
    open();
    const card = await screen.findByRole('article', { name: 'Watch later' });
    expect(within(card).getByText('1 video')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Watch later' }).getAttribute('href')).toBe(
      `/saved-posts?folder=${watch.id}`,
    );
    const post = watch.folderItems[0]!.post;
    expect(card.querySelector('img')?.getAttribute('src')).toBe(postMediaUrl(post, post.media.thumbnail!));
    expect(within(screen.getByRole('article', { name: 'Tea' })).getByText('3 videos')).toBeInTheDocument();
  });

  it('shows an error with Try again', async () => {
    let broken = true;
    stubApi({ [LIST]: () => (broken ? failure(500, 'INTERNAL_SERVER_ERROR')() : { body: [] }) });
    open();
    expect(await screen.findByText('Could not load this list')).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No folder found!')).toBeInTheDocument();
  });

  it('creates a folder: disabled until the name is valid, the contract’s message, then a toast', async () => {
    let folders = [aFolder({ title: 'Watch later' })];
    const sent = stubApi({
      [LIST]: () => ({ body: folders }),
      [CREATE]: ({ body }: Sent) => {
        const created = aFolder({ title: (body as { title: string }).title });
        folders = [...folders, created];
        return { body: created };
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Folder' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create.hasAttribute('disabled')).toBe(true);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const tooLong = 'x'.repeat(FOLDER.nameMax + 1);
    fireEvent.change(name, { target: { value: tooLong } });
    const message = folderBody.safeParse({ title: tooLong }).error!.issues[0]!.message;
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.change(name, { target: { value: '  Green tea  ' } });
    expect(create.hasAttribute('disabled')).toBe(false);
    fireEvent.click(create);
    expect(await screen.findByText('New folder created: Green tea')).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ title: 'Green tea' });
    expect(await screen.findByRole('article', { name: 'Green tea' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Folder' })).not.toBeInTheDocument());
  });

  it('shows the server’s refusal on the Name field, not as a toast', async () => {
    stubApi({ [LIST]: [], [CREATE]: failure(400, 'TOO_MANY_FOLDERS') });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Folder' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'One more' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(errorText('TOO_MANY_FOLDERS'))).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('renames a folder: Save waits for a changed name', async () => {
    const tea = aFolder({ title: 'Tea' });
    let folders = [tea];
    const sent = stubApi({
      [LIST]: () => ({ body: folders }),
      [`PUT ${buildPath(api.folders.update.path, { id: tea.id })}`]: ({ body }: Sent) => {
        folders = [{ ...tea, title: (body as { title: string }).title }];
        return { body: folders[0] };
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Folder options: Tea' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename folder' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Green tea' } });
    fireEvent.click(save);
    expect(await screen.findByRole('article', { name: 'Green tea' })).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ title: 'Green tea' });
  });

  it('deletes a folder after the confirm dialog', async () => {
    const tea = aFolder({ title: 'Tea' });
    let folders = [tea];
    const sent = stubApi({
      [LIST]: () => ({ body: folders }),
      [`DELETE ${buildPath(api.folders.remove.path, { id: tea.id })}`]: () => {
        folders = [];
        return { body: { success: true } };
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Folder options: Tea' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure')).toBeInTheDocument();
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No folder found!')).toBeInTheDocument();
    expect(screen.getByText('Folder deleted')).toBeInTheDocument();
  });
});

describe('an open folder', () => {
  it('shows its videos, and removing one takes it out of the grid', async () => {
    const tea = aFolder({ title: 'Tea', itemCount: 2 });
    const [first, second] = [anItem(tea.id, aPost({ title: 'Oolong' })), anItem(tea.id, aPost({ title: 'Sencha' }))];
    let items = [first, second];
    const sent = stubApi({
      [LIST]: [tea],
      [itemsPath(tea.id)]: () => ({ body: paged(items) }),
      [REMOVE_ITEM]: () => {
        items = [second];
        return { body: { ...tea, itemCount: 1 } };
      },
    });
    open(`?folder=${tea.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tea' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Oolong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All folders' }).getAttribute('href')).toBe('/saved-posts');
    fireEvent.click(screen.getByRole('button', { name: 'Remove from folder: Oolong' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Oolong' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Sencha' })).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ folderId: tea.id, postId: first.postId });
    expect(screen.getByText('Removed from the folder')).toBeInTheDocument();
  });

  it('loads more videos on demand', async () => {
    const tea = aFolder({ title: 'Tea', itemCount: 2 });
    const [first, second] = [anItem(tea.id, aPost({ title: 'Oolong' })), anItem(tea.id, aPost({ title: 'Sencha' }))];
    let page = 0;
    stubApi({
      [LIST]: [tea],
      [itemsPath(tea.id)]: () => ({ body: page++ === 0 ? paged([first], 2) : { ...paged([second], 2), skip: 1 } }),
    });
    open(`?folder=${tea.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Sencha' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when the folder is empty', async () => {
    const tea = aFolder({ title: 'Tea' });
    stubApi({ [LIST]: [tea], [itemsPath(tea.id)]: paged([]) });
    open(`?folder=${tea.id}`);
    expect(await screen.findByText('No post folder found!')).toBeInTheDocument();
  });

  it('shows not found for a folder that is not the caller’s, and for an id that names none', async () => {
    const gone = aFolder();
    stubApi({ [LIST]: [], [itemsPath(gone.id)]: failure(404, 'FOLDER_NOT_FOUND') });
    open(`?folder=${gone.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Folder not found' })).toBeInTheDocument();
    cleanup();
    const sent = stubApi({ [LIST]: [] });
    open('?folder=nonsense');
    expect(await screen.findByRole('heading', { level: 1, name: 'Folder not found' })).toBeInTheDocument();
    expect(sent.filter((r) => r.path.startsWith('/post/folder/items'))).toEqual([]);
  });
});
