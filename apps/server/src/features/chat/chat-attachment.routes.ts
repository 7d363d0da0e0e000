import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { api, CHAT_ATTACHMENT } from '@plaza/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { route } from '../../http/route.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { registerUploadScope } from '../photos/photo-http.js';
import { receiveUpload, type UploadSpec } from '../photos/photo-upload.js';
import type { ChatAttachments } from './chat-attachments.js';

/** Not in the spec: how many images one user may upload a minute. */
export const ATTACHMENT_UPLOADS_PER_MINUTE = 60;
const MINUTE_MS = 60_000;

const UPLOAD: UploadSpec = {
  field: CHAT_ATTACHMENT.field,
  maxBytes: CHAT_ATTACHMENT.maxBytes,
  missing: `Attach the image as the form field ${CHAT_ATTACHMENT.field} of a multipart/form-data body`,
};

/** Counted before the body is read, so a flood of uploads costs no disk or decoding. */
async function countUpload(limiter: RateLimiter, userId: string): Promise<void> {
  const { count, retryAfterMs } = await limiter.hit(`chat-attachment:${userId}`, MINUTE_MS);
  if (count > ATTACHMENT_UPLOADS_PER_MINUTE) {
    throw new AppError('TOO_MANY_REQUESTS', undefined, { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) });
  }
}

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
  deps: { attachments: ChatAttachments; limiter: RateLimiter },
): Promise<void> {
  const { attachments, limiter } = deps;

  await registerUploadScope(app, (uploads) => {
    route(uploads, api.chat.uploadAttachment, async ({ actor, request }) => {
      await countUpload(limiter, actor.user.id);
      const upload = await receiveUpload(request, attachments.tmpDir, UPLOAD);
      try {
        return await attachments.upload(actor.user.id, upload);
      } finally {
        await rm(upload, { force: true });
      }
    });
  });

  route(app, api.chat.attachment, async ({ actor, params, reply }) =>
    sendAttachment(reply, await attachments.open(actor.user.id, params.name)),
  );
}
