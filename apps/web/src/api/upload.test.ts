import { API_VERSION, SUBDOMAIN_HEADER, VIDEO_FILE_FIELD, type Post } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createVideoUploader, type XhrLike } from './upload';
import { aPost } from '../testing/post-fixture';

type Handler = ((event: ProgressEvent) => void) | null;

/** A fake XMLHttpRequest: records what is sent, and lets the test drive progress and the reply. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }
}

function setUp(subdomain: string | null = null) {
  const xhrs: FakeXhr[] = [];
  const refresh = vi.fn(async () => ({}));
  const upload = createVideoUploader({
    createXhr: () => {
      const xhr = new FakeXhr();
      xhrs.push(xhr);
      return xhr as unknown as XhrLike;
    },
    subdomain: () => subdomain,
    refresh,
  });
  return { xhrs, refresh, upload };
}

const file = new File(['video bytes'], 'clip.mp4', { type: 'video/mp4' });
const fields = { title: 'My clip', description: 'About it', channelId: '', public: true };
const failure = (statusCode: number, message: string | string[]) => ({ statusCode, message, error: 'x' });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('uploadVideo', () => {
  it('posts the text fields before the file, with the zone header, and reports progress', async () => {
    const { xhrs, upload } = setUp('acme');
    const progress: number[] = [];
    const done = upload(fields, file, { onProgress: (p) => progress.push(p) });
    const xhr = xhrs[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`/${API_VERSION}${api.posts.createVideo.path}`);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers[SUBDOMAIN_HEADER]).toBe('acme');
    const names = [...xhr.body!.keys()];
    expect(names).toEqual(['title', 'description', 'channelId', 'public', VIDEO_FILE_FIELD]);
    expect(xhr.body!.get('public')).toBe('true');
    expect(xhr.body!.get('channelId')).toBe('');
    expect((xhr.body!.get(VIDEO_FILE_FIELD) as File).name).toBe('clip.mp4');

    xhr.progress(25, 100);
    xhr.progress(2, 3);
    xhr.progress(100, 100);
    expect(progress).toEqual([25, 66, 100]);

    const post: Post = aPost({ title: 'My clip' });
    xhr.respond(200, post);
    await expect(done).resolves.toEqual(post);
  });

  it('sends no zone header when acting as oneself', () => {
    const { xhrs, upload } = setUp(null);
    void upload(fields, file).catch(() => undefined);
    expect(xhrs[0]!.headers).not.toHaveProperty(SUBDOMAIN_HEADER);
  });

  it('turns an error reply into an ApiError with its code and text', async () => {
    const { xhrs, upload } = setUp();
    const done = upload(fields, file);
    xhrs[0]!.respond(400, failure(400, 'INVALID_VIDEO_FORMAT'));
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INVALID_VIDEO_FORMAT');
    expect((error as ApiError).message).toBe('Please upload a valid video format!');
  });

  it('joins validation messages into the error text', async () => {
    const { xhrs, upload } = setUp();
    const done = upload(fields, file);
    xhrs[0]!.respond(400, failure(400, ['Title is required']));
    await expect(done).rejects.toMatchObject({ code: 'NOT_VALID', message: 'Title is required' });
  });

  it('refreshes a stale session once and sends again', async () => {
    const { xhrs, upload, refresh } = setUp();
    const done = upload(fields, file);
    xhrs[0]!.respond(401, failure(401, 'INVALID_JWT'));
    await tick();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(xhrs).toHaveLength(2);
    xhrs[1]!.respond(200, aPost());
    await expect(done).resolves.toMatchObject({ type: 'video' });
  });

  it('does not refresh twice when the retry is refused too', async () => {
    const { xhrs, upload, refresh } = setUp();
    const done = upload(fields, file);
    xhrs[0]!.respond(401, failure(401, 'NOT_SIGNED_IN'));
    await tick();
    xhrs[1]!.respond(401, failure(401, 'NOT_SIGNED_IN'));
    await expect(done).rejects.toMatchObject({ code: 'NOT_SIGNED_IN' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(xhrs).toHaveLength(2);
  });

  it('reports a reply that is not a post as a failure', async () => {
    const { xhrs, upload } = setUp();
    const done = upload(fields, file);
    xhrs[0]!.respond(200, { id: 'nope' });
    await expect(done).rejects.toBeInstanceOf(ApiError);
  });

  it('reports an unreachable server as a network error', async () => {
    const { xhrs, upload } = setUp();
    const done = upload(fields, file);
    xhrs[0]!.onerror?.(new ProgressEvent('error'));
    await expect(done).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('aborts the request when the signal fires', async () => {
    const { xhrs, upload } = setUp();
    const controller = new AbortController();
    const done = upload(fields, file, { signal: controller.signal });
    controller.abort();
    expect(xhrs[0]!.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
