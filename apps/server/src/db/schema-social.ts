import type { NotificationType } from '@plaza/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';

/** Comments, folders, contacts, blocks and notifications (migration 0007); part of `Database`. */

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface PostCommentsTable {
  id: Generated<string>;
  post_id: string;
  /** The top-level comment this one replies to; replies are one level deep. */
  parent_id: string | null;
  created_by: string;
  comment: string;
  likes_count: Generated<number>;
  reply_count: Generated<number>;
  edited: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PostCommentLikesTable {
  comment_id: string;
  user_id: string;
  created_at: CreatedAt;
}

export interface PostFoldersTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  created_at: CreatedAt;
}

export interface PostFolderItemsTable {
  id: Generated<string>;
  folder_id: string;
  post_id: string;
  created_at: CreatedAt;
}

/** One row per side: A→B and B→A. */
export interface ContactsTable {
  id: Generated<string>;
  user_id: string;
  contact_user_id: string;
  created_at: CreatedAt;
}

export interface UserBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: CreatedAt;
}

export interface NotificationsTable {
  id: Generated<string>;
  /** The recipient. */
  user_id: string;
  type: NotificationType;
  created_by: string | null;
  post_id: string | null;
  comment_id: string | null;
  invitation_id: string | null;
  message: string | null;
  /** A meeting_invitation's meeting (migration 0018). */
  meeting_id: Generated<string | null>;
  dedupe_key: string | null;
  viewed_at: Date | null;
  read_at: Date | null;
  created_at: CreatedAt;
}

export interface SocialTables {
  post_comments: PostCommentsTable;
  post_comment_likes: PostCommentLikesTable;
  post_folders: PostFoldersTable;
  post_folder_items: PostFolderItemsTable;
  contacts: ContactsTable;
  user_blocks: UserBlocksTable;
  notifications: NotificationsTable;
}

export type CommentRow = Selectable<PostCommentsTable>;
export type FolderRow = Selectable<PostFoldersTable>;
export type NotificationRow = Selectable<NotificationsTable>;
