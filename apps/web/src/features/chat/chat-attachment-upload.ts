import type { ChatAttachment } from '@plaza/contract';

/** Uploads one image (api.chat.uploadAttachment); rejects with the ApiError of the failure. */
export function uploadChatAttachment(file: File, signal?: AbortSignal): Promise<ChatAttachment> {
  void signal;
  return Promise.reject(new Error(`not built: ${file.name}`));
}

/** Where the browser loads an attachment (api.chat.attachment). */
export function chatAttachmentUrl(name: string): string {
  return name;
}
