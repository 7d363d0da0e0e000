import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { api, CHAT_ATTACHMENT } from '@plaza/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../http/route.js';
import { registerUploadScope } from '../../http/upload-scope.js';
import { receiveUpload, type UploadSpec } from '../photos/photo-upload.js';
import type { ChatAttachments } from './chat-attachments.js';

const UPLOAD: UploadSpec = {
  field: CHAT_ATTACHMENT.field,
  maxBytes: CHAT_ATTACHMENT.maxBytes,
  missing: `Attach the image as the form field ${CHAT_ATTACHMENT.field} of a multipart/form-data body`,
};

/** Like a photo (WebP, never sniffed or run as a document), but cached only by the caller's browser. */
function sendAttachment(reply: FastifyReply, stream: Readable): Readable {
  void reply.headers({
    'content-type': 'image/webp',
    'cache-control': 'private, max-age=3600',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'",
  });
  return stream;
}

/** api.chat.uploadAttachment and api.chat.attachment. */
export async function registerChatAttachmentRoutes(
  app: FastifyInstance,
  deps: { attachments: ChatAttachments },
): Promise<void> {
  const { attachments } = deps;

  await registerUploadScope(app, (uploads) => {
    route(uploads, api.chat.uploadAttachment, async ({ actor, request }) => {
      const upload = await receiveUpload(request, attachments.tmpDir, UPLOAD);
      try {
        return await attachments.upload(actor, upload);
      } finally {
        await rm(upload, { force: true });
      }
    });
  });

  route(app, api.chat.attachment, async ({ actor, params, reply }) =>
    sendAttachment(reply, await attachments.open(actor, params.name)),
  );
}
