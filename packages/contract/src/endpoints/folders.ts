import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { folderItemSchema, folderSchema } from '../entities/social.js';
import { pagedSchema, successSchema } from '../http.js';
import { FOLDER } from '../limits-social.js';
import { LISTS } from '../limits.js';
import { optionalUuid, paging, requiredText, uuid } from '../rules.js';

/** The folder name field: label Name, required, at most 32 (spec 02 §5). */
export const folderTitle = () => requiredText('Name', { max: FOLDER.nameMax });

export const folderBody = z.object({ title: folderTitle() });
export const folderItemBody = z.object({ folderId: uuid('Folder id'), postId: uuid('Post id') });

const idParams = z.object({ id: uuid('Folder id') });
const NOT_FOUND = ['FOLDER_NOT_FOUND'] as const;

/** Saved-post folders (spec 02 §7 Folders). Each is private to its owner: anyone else gets FOLDER_NOT_FOUND. */
export const folders = {
  list: defineEndpoint({
    method: 'GET',
    path: '/post/folder/list',
    summary: "The caller's folders, oldest first; with postId, whether each holds that post",
    tag: 'folder',
    access: 'user',
    query: z.object({ postId: optionalUuid('Post id') }),
    reply: z.array(folderSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/post/folder/create',
    summary: 'Create a folder',
    tag: 'folder',
    access: 'user',
    body: folderBody,
    reply: folderSchema,
    errors: ['TOO_MANY_FOLDERS'],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/post/folder/update/:id',
    summary: 'Rename a folder',
    tag: 'folder',
    access: 'user',
    params: idParams,
    body: folderBody,
    reply: folderSchema,
    errors: NOT_FOUND,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/post/folder/remove/:id',
    summary: 'Remove a folder and what it holds (the posts themselves stay)',
    tag: 'folder',
    access: 'user',
    params: idParams,
    reply: successSchema,
    errors: NOT_FOUND,
  }),
  items: defineEndpoint({
    method: 'GET',
    path: '/post/folder/items/:id',
    summary: "A folder's saved posts, latest saved first (posts the caller may no longer see are left out)",
    tag: 'folder',
    access: 'user',
    params: idParams,
    query: z.object(paging(FOLDER.itemsPage, LISTS.maxPageSize)),
    reply: pagedSchema(folderItemSchema),
    errors: NOT_FOUND,
  }),
  addItem: defineEndpoint({
    method: 'POST',
    path: '/post/folder/item/create',
    summary: 'Save a post in a folder (saving it twice changes nothing); answers the saved item and its folder',
    tag: 'folder',
    access: 'user',
    body: folderItemBody,
    reply: folderItemSchema.extend({ folder: folderSchema }),
    errors: [...NOT_FOUND, 'POST_NOT_FOUND'],
  }),
  removeItem: defineEndpoint({
    method: 'POST',
    path: '/post/folder/item/remove',
    summary: 'Take a post out of a folder',
    tag: 'folder',
    access: 'user',
    body: folderItemBody,
    reply: folderSchema,
    errors: NOT_FOUND,
  }),
} as const;
