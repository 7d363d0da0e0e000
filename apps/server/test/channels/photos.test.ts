import { api } from '@plaza/contract';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  channelPhotoUrl,
  channelState,
  clearMedia,
  follow,
  insertChannel,
  insertZone,
  MISSING_ID,
  pngImage,
  signedInUser,
  storedChannelPhotos,
  uploadChannelPhoto,
} from '../support/channels.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();
beforeEach(async () => {
  await clearMedia(server.config.dataDir);
});

async function ownedChannel(opts: { public?: boolean } = {}) {
  const owner = await signedInUser(server, 'Owner');
  const zone = await insertZone(server, owner.user);
  const channel = await insertChannel(server, zone.id, owner.user, opts);
  return { ...owner, zone, channel };
}

describe('PUT /channel/:id/display-photo and /background-photo', () => {
  it.each([
    ['display', 512, 512],
    ['background', 1600, 450],
  ] as const)(
    'stores the %s photo as a %i×%i WebP, answers the channel and serves the file',
    async (slot, width, height) => {
      const { client, channel } = await ownedChannel();
      const res = await uploadChannelPhoto(client, channel.id, slot, await pngImage());
      expect(res.status).toBe(200);
      const field = slot === 'display' ? 'displayPhoto' : 'backgroundPhoto';
      const other = slot === 'display' ? 'backgroundPhoto' : 'displayPhoto';
      expect(res.body).toMatchObject({
        id: channel.id,
        [field]: expect.stringMatching(/^[a-f0-9]{32}\.webp$/),
        [other]: null,
      });
      const file = res.body[field] as string;
      expect(await storedChannelPhotos(server.config.dataDir)).toEqual([file]);
      const served = await fetch(channelPhotoUrl(client, file));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height });
    },
  );

  it('replaces the previous photo of the same slot and deletes its file, keeping the other slot', async () => {
    const { client, channel } = await ownedChannel();
    const background = await uploadChannelPhoto(client, channel.id, 'background', await pngImage());
    const first = await uploadChannelPhoto(client, channel.id, 'display', await pngImage());
    const second = await uploadChannelPhoto(client, channel.id, 'display', await pngImage(30, 30));
    expect(second.body.displayPhoto).not.toBe(first.body.displayPhoto);
    expect(second.body.backgroundPhoto).toBe(background.body.backgroundPhoto);
    expect(await storedChannelPhotos(server.config.dataDir)).toEqual(
      [second.body.displayPhoto, background.body.backgroundPhoto].sort(),
    );
  });

  it('deletes both stored photos when the channel is removed', async () => {
    const { client, channel } = await ownedChannel();
    await uploadChannelPhoto(client, channel.id, 'display', await pngImage());
    await uploadChannelPhoto(client, channel.id, 'background', await pngImage());
    expect(await storedChannelPhotos(server.config.dataDir)).toHaveLength(2);
    expect((await client.call(api.channels.remove, { params: { id: channel.id } })).status).toBe(200);
    expect(await storedChannelPhotos(server.config.dataDir)).toEqual([]);
  });

  it('refuses a file that is not a photo with INVALID_IMAGE_FORMAT and stores nothing', async () => {
    const { client, channel } = await ownedChannel();
    const res = await uploadChannelPhoto(client, channel.id, 'display', Buffer.from('not an image'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'INVALID_IMAGE_FORMAT', error: 'Please upload a valid image format!' });
    expect(await storedChannelPhotos(server.config.dataDir)).toEqual([]);
    expect((await channelState(server, channel.id)).channel?.display_photo).toBeNull();
  });

  it('answers 400 with a clear message when the form has no photo', async () => {
    const { client, channel } = await ownedChannel();
    const res = await client.fetch(`/v1/channel/${channel.id}/display-photo`, { method: 'PUT', body: new FormData() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: ['Attach the photo as the form field photoFile of a multipart/form-data body'],
    });
  });

  it('refuses a USER (no canEdit) with 403, a hidden or unknown channel with 404, signed out with 401', async () => {
    const { channel } = await ownedChannel();
    const { channel: hidden } = await ownedChannel({ public: false });
    const user = await signedInUser(server, 'User');
    await follow(server, user.user, channel);
    const photo = await pngImage();
    const refused = await uploadChannelPhoto(user.client, channel.id, 'display', photo);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('NOT_AUTHORIZED');
    expect((await uploadChannelPhoto(user.client, hidden.id, 'background', photo)).status).toBe(404);
    expect((await uploadChannelPhoto(user.client, MISSING_ID, 'display', photo)).status).toBe(404);
    expect((await uploadChannelPhoto(server.client(), channel.id, 'display', photo)).status).toBe(401);
    expect(await storedChannelPhotos(server.config.dataDir)).toEqual([]);
  });
});

describe('GET /channel/display-photo/:file', () => {
  it('answers 404 for names that are not stored channel photos', async () => {
    const client = server.client();
    for (const file of [`${'ab'.repeat(16)}.webp`, 'x.png', '..%2F..%2Fetc%2Fpasswd']) {
      const res = await fetch(channelPhotoUrl(client, file).replace(encodeURIComponent(file), file));
      expect(res.status).toBe(404);
    }
  });
});
