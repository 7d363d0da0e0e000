import { API_VERSION, CHAT_ATTACHMENT, buildPath } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatAttachmentUrl, uploadChatAttachment } from './chat-attachment-upload';

afterEach(() => vi.unstubAllGlobals());

const NAME = `${'ab'.repeat(16)}.webp`;

function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('chat attachments', () => {
  it('upload the image as the multipart field file and answer its stored name', async () => {
    const fetch = stubFetch(200, { name: NAME });
    const file = new File(['png'], 'cat.png', { type: 'image/png' });
    await expect(uploadChatAttachment(file)).resolves.toEqual({ name: NAME });
    const [url, init] = fetch.mock.calls[0]!;
    const { method, path } = api.chat.uploadAttachment;
    expect([url, init.method]).toEqual([`/${API_VERSION}${path}`, method]);
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get(CHAT_ATTACHMENT.field) as File).name).toBe('cat.png');
  });

  it('reject with the error’s text when the server refuses the image', async () => {
    stubFetch(400, { statusCode: 400, message: 'INVALID_IMAGE_FORMAT', error: 'Bad Request' });
    const file = new File(['gif'], 'cat.gif', { type: 'image/gif' });
    await expect(uploadChatAttachment(file)).rejects.toMatchObject({
      code: 'INVALID_IMAGE_FORMAT',
      message: 'Please upload a valid image format!',
    });
  });

  it('are loaded from the attachment endpoint', () => {
    expect(chatAttachmentUrl(NAME)).toBe(`/${API_VERSION}${buildPath(api.chat.attachment.path, { name: NAME })}`);
  });
});
