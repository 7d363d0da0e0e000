import * as api from '@plaza/contract/api';
import { describe, expect, it } from 'vitest';
import { isApiError } from './api-error';
import { send, type FetchLike } from './request';

function recorder() {
  const inits: RequestInit[] = [];
  const urls: string[] = [];
  const fetch: FetchLike = async (url, init) => {
    urls.push(url);
    inits.push(init);
    return new Response('{}', { status: 200 });
  };
  return { fetch, inits, urls };
}

describe('send', () => {
  it('sends a multipart endpoint as form data, leaving the content type to the browser', async () => {
    const net = recorder();
    const photo = new File(['png bytes'], 'me.png', { type: 'image/png' });
    await send(api.profile.uploadPhoto, { body: { photoFile: photo } }, { fetch: net.fetch, subdomain: null });
    expect(net.urls).toEqual(['/v1/user/display-photo']);
    const init = net.inits[0]!;
    expect(init.method).toBe('PUT');
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.body).toBeInstanceOf(FormData);
    const sent = (init.body as FormData).get('photoFile');
    expect(sent).toBeInstanceOf(Blob);
    expect(await (sent as Blob).text()).toBe('png bytes');
  });

  it('sends any other endpoint as JSON', async () => {
    const net = recorder();
    await send(api.profile.update, { body: { fullName: 'Ada' } }, { fetch: net.fetch, subdomain: null });
    expect(net.inits[0]!.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(net.inits[0]!.body).toBe('{"fullName":"Ada"}');
  });

  describe('a body cut off while it arrives', () => {
    /** A 200 whose body fails to read, as when the request is cancelled or the line drops mid-body. */
    const cutOff = (reason: unknown): FetchLike => {
      const body = new ReadableStream({ start: (controller) => controller.error(reason) });
      return async () => new Response(body, { status: 200 });
    };

    it('rejects with the cancellation when the caller cancelled, never with a wrong-reply error', async () => {
      const controller = new AbortController();
      const reason = new DOMException('replaced by a newer query', 'AbortError');
      controller.abort(reason);
      const sent = send(
        api.user.userNameCheck,
        { body: { userName: 'someone_new' } },
        {
          fetch: cutOff(reason),
          subdomain: null,
          signal: controller.signal,
        },
      );
      await expect(sent).rejects.toBe(reason);
    });

    it('is a lost connection otherwise', async () => {
      const sent = send(
        api.user.userNameCheck,
        { body: { userName: 'someone_new' } },
        {
          fetch: cutOff(new TypeError('network error')),
          subdomain: null,
        },
      );
      const error: unknown = await sent.catch((e: unknown) => e);
      expect(isApiError(error) && error.code).toBe('NETWORK_ERROR');
    });
  });
});
