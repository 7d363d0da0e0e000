import { FOLDER, type Folder, type FolderItem } from '@plaza/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { paged, type Page, type Paged } from '../../lib/paging.js';
import type { PostAccess } from '../posts/post-access.js';
import { toFolderDtos, toFolderItemDto } from './folder.mapper.js';
import type { FolderRepository } from './folder.repository.js';

/** A foreign-key violation (SQLSTATE 23503): here, the folder went away while a post was being saved in it. */
const isMissingParent = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';

/**
 * Saved-post folders (spec 02 §3 Folder, §7 Folders). A folder is its owner's alone: to anyone
 * else it does not exist (FOLDER_NOT_FOUND, never a refusal that would reveal it). Items whose
 * post the caller can no longer see are left out of counts and lists.
 */
export class FolderService {
  constructor(
    private readonly db: Db,
    private readonly folders: FolderRepository,
    private readonly posts: PostAccess,
  ) {}

  async list(actor: Actor, postId: string | undefined): Promise<Folder[]> {
    const userId = actor.user.id;
    const [rows, previews] = await Promise.all([this.folders.list(userId, { postId }), this.folders.previews(userId)]);
    return toFolderDtos(rows, previews, actor);
  }

  async create(actor: Actor, title: string): Promise<Folder> {
    const userId = actor.user.id;
    const row = await this.db.transaction().execute(async (trx) => {
      if ((await this.folders.lockAndCount(trx, userId)) >= FOLDER.maxFolders) throw new AppError('TOO_MANY_FOLDERS');
      return this.folders.insert(trx, userId, title);
    });
    return toFolderDtos([{ ...row, item_count: 0, has_post: false }], [], actor)[0]!;
  }

  async rename(actor: Actor, folderId: string, title: string): Promise<Folder> {
    if (!(await this.folders.rename(actor.user.id, folderId, title))) throw new AppError('FOLDER_NOT_FOUND');
    return this.one(actor, folderId);
  }

  async remove(actor: Actor, folderId: string): Promise<void> {
    if (!(await this.folders.remove(actor.user.id, folderId))) throw new AppError('FOLDER_NOT_FOUND');
  }

  async items(actor: Actor, folderId: string, page: Page): Promise<Paged<FolderItem>> {
    await this.owned(actor, folderId);
    const { rows, total } = await this.folders.items(actor.user.id, folderId, page);
    const now = Date.now();
    return paged(
      rows.map((row) => toFolderItemDto(row, actor, now)),
      total,
      page,
    );
  }

  /** The saved item (spec 02 §3 folderItems), with the folder as it now stands. */
  async addItem(actor: Actor, folderId: string, postId: string): Promise<FolderItem & { folder: Folder }> {
    await this.owned(actor, folderId);
    await this.posts.visible(actor, postId);
    try {
      await this.folders.addItem(folderId, postId);
    } catch (error) {
      if (isMissingParent(error)) throw new AppError('FOLDER_NOT_FOUND');
      throw error;
    }
    const [item, folder] = await Promise.all([
      this.folders.item(actor.user.id, folderId, postId),
      this.one(actor, folderId, postId),
    ]);
    // Gone between the insert and the read: the folder (FOLDER_NOT_FOUND above) or the post's visibility.
    if (!item) throw new AppError('POST_NOT_FOUND');
    return { ...toFolderItemDto(item, actor), folder };
  }

  async removeItem(actor: Actor, folderId: string, postId: string): Promise<Folder> {
    await this.owned(actor, folderId);
    await this.folders.removeItem(folderId, postId);
    return this.one(actor, folderId, postId);
  }

  private async owned(actor: Actor, folderId: string): Promise<void> {
    if (!(await this.folders.findOwned(actor.user.id, folderId))) throw new AppError('FOLDER_NOT_FOUND');
  }

  /** One folder as the list shows it; hasPost tells about `postId`. */
  private async one(actor: Actor, folderId: string, postId?: string): Promise<Folder> {
    const userId = actor.user.id;
    const [rows, previews] = await Promise.all([
      this.folders.list(userId, { folderId, postId }),
      this.folders.previews(userId, folderId),
    ]);
    const [folder] = toFolderDtos(rows, previews, actor);
    if (!folder) throw new AppError('FOLDER_NOT_FOUND');
    return folder;
  }
}
