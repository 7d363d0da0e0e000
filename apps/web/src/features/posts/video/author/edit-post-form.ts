import { postUpdateBody, type Post } from '@plaza/contract';
import type { z } from 'zod';
import { fieldErrors } from '../../../../forms/use-zod-form';
import { changedFields } from '../../../settings';

/** The video settings of spec 02 §2: title, description and public. */
export interface EditValues {
  title: string;
  description: string;
  public: boolean;
}

export type EditErrors = Partial<Record<keyof EditValues, string>>;
export type EditBody = z.output<typeof postUpdateBody>;

export function editValuesOf(post: Pick<Post, 'title' | 'description' | 'public'>): EditValues {
  return { title: post.title, description: post.description, public: post.public };
}

export type EditCheck =
  { changed: false } | { changed: true; ok: true; body: EditBody } | { changed: true; ok: false; errors: EditErrors };

/**
 * What Save would send: only the changed fields (trimmed text; spaces alone change nothing),
 * checked with the contract's postUpdateBody so the panel says what the server would.
 */
export function checkEdit(saved: EditValues, edited: EditValues): EditCheck {
  const diff = changedFields(saved, edited);
  if (Object.keys(diff).length === 0) return { changed: false };
  const result = postUpdateBody.safeParse(diff);
  if (result.success) return { changed: true, ok: true, body: result.data };
  return { changed: true, ok: false, errors: fieldErrors<Record<keyof EditValues, string>>(result.error.issues) };
}
