import { describeErrorReply, POST, type Post, type UserChannel } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import type { UploadOptions } from '../../../api/upload';
import { feedKey, feedPosts, type FeedData } from '../feed/feed-cache';
import { stubServer } from '../feed/testing';
import { aPost } from '../../../testing/post-fixture';
import { renderApp, testQueryClient } from '../../../testing/render-app';
import { UploadVideoDialog } from './UploadVideoDialog';

const zone = { id: '00000000-0000-4000-8000-0000000000f1', name: 'Acme', subdomain: 'acme' };
const channelId = '00000000-0000-4000-8000-0000000000c1';
const news: UserChannel = {
  id: '00000000-0000-4000-8000-0000000000d1',
  channel: {
    id: channelId,
    name: 'News',
    description: '',
    public: true,
    zoneId: zone.id,
    displayPhoto: null,
    backgroundPhoto: null,
    zone_subdomain: zone.subdomain,
    zone,
    followersCount: 1,
    joined: true,
    createdOn: '2026-01-01T00:00:00.000Z',
  },
  channelRole: {
    id: channelId,
    roleCode: 'USER',
    canInvite: true,
    canDelete: false,
    canEdit: false,
    canManageRole: false,
  },
  canLeave: true,
  livePostCount: 0,
  unseenPostCount: 0,
  createdOn: '2026-01-01T00:00:00.000Z',
};

/** An upload the test finishes: it records the call and exposes its options and outcome. */
function heldUpload() {
  const held: {
    fields?: unknown;
    file?: File;
    options?: UploadOptions;
    resolve?: (p: Post) => void;
    reject?: (e: unknown) => void;
  } = {};
  const upload = vi.fn(
    (fields: unknown, file: File, options: UploadOptions = {}) =>
      new Promise<Post>((resolve, reject) => Object.assign(held, { fields, file, options, resolve, reject })),
  );
  return { upload, held };
}

function open(upload: ReturnType<typeof heldUpload>['upload']) {
  const onClose = vi.fn();
  const onUploaded = vi.fn();
  const client = testQueryClient();
  const old = aPost({ title: 'Older video' });
  client.setQueryData<FeedData>(feedKey({}), {
    pages: [{ data: [old], total: 1, limit: 30, skip: 0 }],
    pageParams: [{ skip: 0 }],
  });
  renderApp(
    <UploadVideoDialog
      onClose={onClose}
      onUploaded={onUploaded}
      selectedChannelId={channelId}
      selectedZoneId={null}
      upload={upload}
    />,
    { path: '/', client },
  );
  return { onClose, onUploaded, client };
}

const video = new File([new Uint8Array(2048)], 'my_holiday-clip.mp4', { type: 'video/mp4' });
const chooseFile = (file: File) =>
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
/** Chooses a video and waits for the dropzone (which reads the choice asynchronously) to show it. */
async function chooseVideo(name = 'a.webm') {
  chooseFile(new File(['x'], name, { type: 'video/webm' }));
  await screen.findByText(name);
}
const submit = () =>
  screen.getByRole('button', { name: /^(Upload|Try again|Close|Uploading|Finishing)(?! dialog)/ }) as HTMLButtonElement;
const title = () => screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;

/** The server: the channels the user follows, and their plan allowing videos up to `videoSizeKb`. */
function stubChannelsAndPlan(videoSizeKb: number) {
  const limits = {
    videoSizeKb,
    channelCount: 1,
    meetingCount: 1,
    meetingDurationMinutes: 1,
    meetingMaxParticipants: 1,
    streamCount: 1,
    streamMeeting: 1,
    streamingStudioCount: 1,
    webinarCount: 1,
    zoneCount: 1,
  };
  stubServer({
    [`GET ${api.userChannels.listAll.path}`]: () => ({ body: [news] }),
    [`GET ${api.membership.user.path}`]: () => ({
      body: { plan: { code: 'free', name: 'Free', limits }, used: { zoneCount: 0, channelCount: 0, streamCount: 0 } },
    }),
  });
}

beforeEach(() => {
  // happy-dom has no FontFaceSet; the autosizing description listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
  stubChannelsAndPlan(512 * 1024);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the upload dialog', () => {
  it('keeps Upload disabled without a title and a file', async () => {
    const { upload } = heldUpload();
    open(upload);
    await screen.findByText(/up to 512 MB on your plan/);
    expect(submit().disabled).toBe(true);
    fireEvent.change(title(), { target: { value: 'Holiday' } });
    expect(submit().disabled).toBe(true);
    fireEvent.change(title(), { target: { value: '' } });
    chooseFile(video);
    // Choosing a file offers its name as the title.
    await waitFor(() => expect(title().value).toBe('my holiday clip'));
    expect(submit().disabled).toBe(false);
    fireEvent.change(title(), { target: { value: '  ' } });
    expect(submit().disabled).toBe(true);
  });

  it('refuses a file that is not a video, saying which types are accepted', async () => {
    const { upload } = heldUpload();
    open(upload);
    fireEvent.change(title(), { target: { value: 'Song' } });
    chooseFile(new File(['x'], 'song.mp3', { type: 'audio/mpeg' }));
    expect(
      await screen.findByText(/Please upload a valid video format! “song\.mp3” is not one of: 3gp, mp4/),
    ).toBeInTheDocument();
    expect(submit().disabled).toBe(true);
  });

  it('refuses a file larger than the plan allows', async () => {
    stubChannelsAndPlan(1);
    const { upload } = heldUpload();
    open(upload);
    await screen.findByText(/up to 1 KB on your plan/);
    chooseFile(video);
    expect(await screen.findByText('This video is 2 KB; your plan allows up to 1 KB.')).toBeInTheDocument();
  });

  it('counts the title and stops it at the contract’s limit, as the other fields do', async () => {
    const { upload } = heldUpload();
    open(upload);
    expect(title().maxLength).toBe(POST.titleMax);
    fireEvent.change(title(), { target: { value: 'x'.repeat(POST.titleMax) } });
    expect(screen.getByText(`${POST.titleMax}/${POST.titleMax}`)).toBeInTheDocument();
  });

  it('uploads with progress, puts the post at the front of the feed, then the second press closes', async () => {
    const { upload, held } = heldUpload();
    const { onClose, onUploaded, client } = open(upload);
    await screen.findByDisplayValue('News');
    await chooseVideo();
    fireEvent.change(title(), { target: { value: 'Holiday' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'By the sea' } });
    fireEvent.click(submit());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(held.fields).toEqual({ title: 'Holiday', description: 'By the sea', channelId, public: true });
    held.options!.onProgress!(42);
    expect(await screen.findByRole('button', { name: 'Uploading… 42%' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('42');
    const created = aPost({ title: 'Holiday' });
    held.resolve!(created);
    expect(await screen.findByText('Uploaded — processing…')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(created);
    const feed = client.getQueryData<FeedData>(feedKey({}));
    expect(feedPosts(feed!.pages).map((p) => p.title)).toEqual(['Holiday', 'Older video']);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(submit());
    expect(submit().textContent).toBe('Close');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says why an upload failed and keeps the form for another try', async () => {
    const { upload, held } = heldUpload();
    open(upload);
    await chooseVideo();
    fireEvent.change(title(), { target: { value: 'Holiday' } });
    fireEvent.click(submit());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    held.reject!(
      new ApiError(describeErrorReply(400, { statusCode: 400, message: 'INVALID_VIDEO_FORMAT', error: 'x' })),
    );
    expect(await screen.findByText(/Please upload a valid video format! Your choices are kept/)).toBeInTheDocument();
    expect(title().value).toBe('Holiday');
    expect(submit().textContent).toBe('Try again');
    fireEvent.click(submit());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
  });

  it('asks before closing during an upload, then stops it', async () => {
    const { upload, held } = heldUpload();
    const { onClose } = open(upload);
    await chooseVideo();
    fireEvent.change(title(), { target: { value: 'Holiday' } });
    fireEvent.click(submit());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Stop the upload?')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Stop upload' }));
    expect(held.options!.signal!.aborted).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
