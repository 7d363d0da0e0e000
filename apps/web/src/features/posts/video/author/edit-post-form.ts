import { postUpdateBody, type Post } from '@plaza/contract';
import type { z } from 'zod';
import { checkSchema, type SchemaCheck } from '../../../../forms/check-schema';
import { changedFields } from '../../../settings';

/** The video settings of spec 02 §2: title, description and public. */
export type EditValues = {
  title: string;
  description: string;
  public: boolean;
};

export type EditBody = z.output<typeof postUpdateBody>;

export function editValuesOf(post: Pick<Post, 'title' | 'description' | 'public'>): EditValues {
  return { title: post.title, description: post.description, public: post.public };
}

export type EditCheck = { changed: false } | ({ changed: true } & SchemaCheck<EditBody>);

/**
 * What Save would send: only the changed fields (trimmed text; spaces alone change nothing),
 * checked with the contract's postUpdateBody so the panel says what the server would.
 */
export function checkEdit(saved: EditValues, edited: EditValues): EditCheck {
  const diff = changedFields(saved, edited);
  if (Object.keys(diff).length === 0) return { changed: false };
  return { changed: true, ...checkSchema(postUpdateBody, diff) };
}
