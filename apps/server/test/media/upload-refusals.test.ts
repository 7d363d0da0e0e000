import { MEMBERSHIP_PLANS, POST, api } from '@plaza/contract';
import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { MISSING_ID, follow, insertChannel, insertZone, signedInUser } from '../support/channels.js';
import { useTestServer } from '../support/server.js';
import {
  multipartHead,
  multipartTail,
  smallClip,
  startRawUpload,
  uploadVideo,
  type UploadInput,
} from '../support/videos.js';
import { clearMediaFiles, expectNothingWritten, transcoded, videoFiles } from './support.js';

const server = useTestServer();
beforeEach(async () => {
  await clearMediaFiles(server);
});

const clip = async () => ({ data: await readFile(await smallClip()), name: 'clip.mp4' });

async function expectRefused(input: UploadInput, status: number, message: unknown) {
  const { client } = await signedInUser(server);
  const res = await uploadVideo(client, input);
  expect(res.status).toBe(status);
  expect(res.body.message).toEqual(message);
  await expectNothingWritten(server);
  return res;
}

describe('POST /post/video/create refuses bad input and writes nothing', () => {
  it('without a title', async () => {
    await expectRefused({ fields: { title: '  ' }, file: await clip() }, 400, ['Title is required']);
  });

  it('with a title or description that is too long', async () => {
    await expectRefused(
      {
        fields: { title: 'x'.repeat(POST.titleMax + 1), description: 'é'.repeat(POST.descriptionMax + 1) },
        file: await clip(),
      },
      400,
      [
        `Title: Please enter up to ${POST.titleMax} characters long`,
        `Description: Please enter up to ${POST.descriptionMax} characters long`,
      ],
    );
  });

  it('with a channel id that is not an id, or a public flag that is not a flag', async () => {
    await expectRefused({ fields: { title: 'Clip', channelId: 'abc', public: 'yes' }, file: await clip() }, 400, [
      'Channel must be a valid id',
      'Public must be true or false',
    ]);
  });

  it('without a file (listing the field problems too)', async () => {
    await expectRefused({ fields: { title: 'Clip' } }, 400, ['Video file is required']);
    await expectRefused({ fields: {} }, 400, ['Title is required', 'Video file is required']);
  });

  it('with the file under another field name', async () => {
    await expectRefused({ fields: { title: 'Clip' }, file: await clip(), fileField: 'photoFile' }, 400, [
      'Video file is required',
    ]);
  });

  it('with the file before the fields', async () => {
    const { client } = await signedInUser(server);
    const form = new FormData();
    form.append('videoFile', new Blob([new Uint8Array((await clip()).data)]), 'clip.mp4');
    form.append('title', 'Clip');
    const res = await client.fetch(`/v1${api.posts.createVideo.path}`, { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect((res.body as { message: unknown }).message).toEqual(['Title is required']);
    await expectNothingWritten(server);
  });

  it.each([
    ['a text file named .mp4', Buffer.from('just some text, not a video at all\n'.repeat(50))],
    ['a playlist naming a local file', Buffer.from('#EXTM3U\n#EXTINF:1,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n')],
    ['an image', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])],
    ['an empty file', Buffer.alloc(0)],
  ])('with %s: INVALID_VIDEO_FORMAT', async (_name, data) => {
    await expectRefused({ fields: { title: 'Clip' }, file: { data, name: 'clip.mp4' } }, 400, 'INVALID_VIDEO_FORMAT');
  });
});

describe('POST /post/video/create refuses callers who may not post', () => {
  it('answers 401 without a session', async () => {
    const res = await uploadVideo(server.client(), { fields: { title: 'Clip' }, file: await clip() });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('NOT_SIGNED_IN');
    await expectNothingWritten(server);
  });

  it('answers CHANNEL_NOT_FOUND for a channel the caller may not see, or none at all', async () => {
    const { user: owner } = await signedInUser(server, 'Owner');
    const hidden = await insertZone(server, owner, { public: false });
    const channel = await insertChannel(server, hidden.id, owner);
    for (const channelId of [channel.id, MISSING_ID]) {
      await expectRefused({ fields: { title: 'Clip', channelId }, file: await clip() }, 404, 'CHANNEL_NOT_FOUND');
    }
  });

  it('answers USER_NOT_CHANNEL_MEMBER for a visible channel the caller does not follow', async () => {
    const { user: owner } = await signedInUser(server, 'Owner');
    const zone = await insertZone(server, owner);
    const channel = await insertChannel(server, zone.id, owner);
    await expectRefused(
      { fields: { title: 'Clip', channelId: channel.id }, file: await clip() },
      403,
      'USER_NOT_CHANNEL_MEMBER',
    );
  });

  it('lets a follower of the channel post in it', async () => {
    const { user: owner } = await signedInUser(server, 'Owner');
    const zone = await insertZone(server, owner);
    const channel = await insertChannel(server, zone.id, owner);
    const { client, user } = await signedInUser(server);
    await follow(server, user, channel);
    const res = await uploadVideo(client, { fields: { title: 'Clip', channelId: channel.id }, file: await clip() });
    expect(res.status).toBe(200);
    expect(res.body.channel?.id).toBe(channel.id);
    await transcoded(server, res.body.id);
  });

  it('answers INSUFFICIENT_MEMBERSHIP before reading a body declared larger than the plan allows', async () => {
    const { client } = await signedInUser(server);
    const planBytes = MEMBERSHIP_PLANS.free.limits.videoSizeKb * 1024;
    const upload = startRawUpload({
      client,
      declaredLength: planBytes + 1024 * 1024,
      body: multipartHead({ title: 'Too big' }),
    });
    const reply = await upload.reply;
    // The connection is closed rather than the promised body read.
    expect(reply).toMatchObject({ status: 403, connection: 'close', body: { message: 'INSUFFICIENT_MEMBERSHIP' } });
    await expectNothingWritten(server);
  });
});

describe('an upload interrupted mid-body', () => {
  it('leaves no post, no temporary file and no stored media', async () => {
    const { client } = await signedInUser(server);
    const data = await readFile(await smallClip());
    const head = multipartHead({ title: 'Interrupted' });
    const upload = startRawUpload({
      client,
      declaredLength: head.length + data.length + multipartTail.length,
      body: Buffer.concat([head, data.subarray(0, data.length >> 1)]),
    });
    // The fields were accepted and half the file is in storage (streamed there, no temporary copy): then the tab is closed.
    await expect.poll(async () => (await videoFiles(server)).length, { timeout: 30_000 }).toBe(1);
    upload.hangUp();
    expect(await upload.reply).toBeNull();
    await expect.poll(async () => (await videoFiles(server)).length, { timeout: 30_000 }).toBe(0);
    await expectNothingWritten(server);
  });
});
