import type { BodyOf, Post, api } from '@plaza/contract';
import { AppError } from '../../http/app-error.js';
import type { Storage } from '../../lib/storage.js';
import type { Actor } from '../../http/actor.js';
import type { PostSightLoss } from '../chat/live-room-access.js';
import { mediaFolder } from './media-keys.js';
import type { PostAccess } from './post-access.js';
import { toPostDto } from './post.mapper.js';
import type { PostChanges, PostRepository } from './post.repository.js';

type UpdateInput = BodyOf<typeof api.posts.update>;

/** One post: reading it, its author's edits, deleting it (author or super admin), pinning it. */
export class PostService {
  constructor(
    private readonly posts: PostRepository,
    private readonly access: PostAccess,
    private readonly storage: Storage,
    private readonly sight: PostSightLoss,
  ) {}

  async detail(actor: Actor, postId: string): Promise<Post> {
    return toPostDto(await this.access.visible(actor, postId), actor);
  }

  async update(actor: Actor, postId: string, input: UpdateInput): Promise<Post> {
    await this.access.authored(actor, postId);
    const changes: PostChanges = {};
    if (input.title !== undefined) changes.title = input.title;
    if (input.description !== undefined) changes.description = input.description;
    if (input.public !== undefined) changes.public = input.public;
    if (Object.keys(changes).length === 0) throw new AppError('EDIT_POST_PAYLOAD_EMPTY');
    await this.posts.update(postId, changes);
    if (changes.public === false) await this.sight.postsHidden({ postIds: [postId] });
    return this.detail(actor, postId);
  }

  /**
   * The author deletes their post; the super admin deletes any post (moderation), even one
   * they cannot see. The row goes first, then its media folder.
   */
  async remove(actor: Actor, postId: string): Promise<void> {
    if (actor.user.is_super_admin) {
      if (!(await this.posts.findForModeration(postId))) throw new AppError('POST_NOT_FOUND');
    } else {
      await this.access.authored(actor, postId);
    }
    const removed = await this.posts.delete(postId);
    if (!removed) return;
    await this.sight.postsHidden({ postIds: [postId] });
    await this.storage.deleteTree(mediaFolder(removed.slug));
  }

  /** The post pinned to a user's profile, when the caller may see it. */
  async featuredOf(actor: Actor, userId: string): Promise<Post | null> {
    const postId = await this.posts.featuredOf(userId);
    if (postId === undefined) throw new AppError('USER_NOT_FOUND');
    const row = postId ? await this.posts.findVisible(actor.user.id, postId) : undefined;
    return row ? toPostDto(row, actor) : null;
  }

  /** Pins one of the caller's own posts to their profile, replacing the one pinned before. */
  async feature(actor: Actor, postId: string): Promise<Post> {
    await this.access.authored(actor, postId);
    await this.posts.setFeatured(actor.user.id, postId);
    return this.detail(actor, postId);
  }

  async unfeature(actor: Actor): Promise<void> {
    await this.posts.setFeatured(actor.user.id, null);
  }
}
