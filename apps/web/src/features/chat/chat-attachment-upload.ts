import { API_VERSION, buildPath, type ChatAttachment } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { call } from '../../api/client';

/**
 * Uploads one image (api.chat.uploadAttachment); rejects with the ApiError of the failure. No
 * toast: the composer marks the failed file with a warning icon whose tooltip gives the error's
 * text (spec 02 §8).
 */
export function uploadChatAttachment(file: File, signal?: AbortSignal): Promise<ChatAttachment> {
  return call(api.chat.uploadAttachment, { body: { file } }, { signal, toast: false });
}

/** Where the browser loads an attachment (api.chat.attachment). */
export function chatAttachmentUrl(name: string): string {
  return `/${API_VERSION}${buildPath(api.chat.attachment.path, { name })}`;
}
