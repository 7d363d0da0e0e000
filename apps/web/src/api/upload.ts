import {
  SUBDOMAIN_HEADER,
  VIDEO_FILE_FIELD,
  api,
  describeErrorReply,
  postSchema,
  videoUploadFields,
  type Post,
  type VideoUploadFields,
} from '@plaza/contract';
import { selectedSubdomain } from '../state/zone';
import { ApiError, networkError } from './api-error';
import { call } from './client';
import { urlFor } from './request';
import { createSessionLock } from './session-lock';

/** The part of XMLHttpRequest an upload uses (a fake one in tests). */
export type XhrLike = Pick<
  XMLHttpRequest,
  | 'open'
  | 'setRequestHeader'
  | 'send'
  | 'abort'
  | 'withCredentials'
  | 'status'
  | 'responseText'
  | 'upload'
  | 'onload'
  | 'onerror'
  | 'onabort'
>;

export interface UploadDeps {
  createXhr: () => XhrLike;
  /** The selected zone's subdomain, sent as App-Subdomain like every other call. */
  subdomain: () => string | null;
  /** Renews the access token (the client's refresh call). */
  refresh: () => Promise<unknown>;
}

export interface UploadOptions {
  /** Whole percent of the file sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const REFRESHABLE_CODES = new Set(['NOT_SIGNED_IN', 'INVALID_JWT']);

/**
 * The multipart body of the video upload: the text fields first, in the contract's order, then the
 * file, so the server can refuse bad input before it reads the video.
 */
export function uploadFormData(fields: VideoUploadFields, file: File): FormData {
  const form = new FormData();
  const values: Record<string, unknown> = fields;
  for (const name of Object.keys(videoUploadFields.shape)) {
    const value = values[name];
    form.append(name, value === undefined || value === null ? '' : String(value));
  }
  form.append(VIDEO_FILE_FIELD, file, file.name);
  return form;
}

interface Answer {
  status: number;
  body: unknown;
}

function readJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

/** One XMLHttpRequest: fetch cannot report upload progress. */
function sendOnce(deps: UploadDeps, form: FormData, options: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(abortError());
    const xhr = deps.createXhr();
    const onAbort = () => xhr.abort();
    const settle = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.open(api.posts.createVideo.method, urlFor(api.posts.createVideo, {}));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const subdomain = deps.subdomain();
    if (subdomain) xhr.setRequestHeader(SUBDOMAIN_HEADER, subdomain);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, body: readJson(xhr.responseText) });
    };
    xhr.onerror = () => {
      settle();
      reject(networkError());
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    options.signal?.addEventListener('abort', onAbort);
    xhr.send(form);
  });
}

function wantsRefresh(answer: Answer): boolean {
  if (answer.status !== 401) return false;
  const { code } = describeErrorReply(answer.status, answer.body);
  return code !== null && REFRESHABLE_CODES.has(code);
}

export function createVideoUploader(deps: UploadDeps) {
  /**
   * Uploads a video with progress (api.posts.createVideo). A stale session is refreshed once and
   * the upload sent again; a failure is an ApiError whose text says why.
   */
  return async function uploadVideo(fields: VideoUploadFields, file: File, options: UploadOptions = {}): Promise<Post> {
    const form = uploadFormData(fields, file);
    let answer = await sendOnce(deps, form, options);
    if (wantsRefresh(answer)) {
      await deps.refresh();
      options.onProgress?.(0);
      answer = await sendOnce(deps, form, options);
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw new ApiError(describeErrorReply(answer.status, answer.body));
    }
    const parsed = postSchema.safeParse(answer.body);
    if (!parsed.success) throw new ApiError(describeErrorReply(answer.status, null));
    return parsed.data;
  };
}

// The refresh runs under the client's cross-tab lock, so two refreshes never spend the same token.
const runLocked = createSessionLock();

export const uploadVideo = createVideoUploader({
  createXhr: () => new XMLHttpRequest(),
  subdomain: selectedSubdomain,
  refresh: () => runLocked(() => call(api.auth.refresh, { body: undefined }, { toast: false })),
});
