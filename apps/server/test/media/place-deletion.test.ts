import { api } from '@plaza/contract';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { addZoneMember, createZone, insertChannel, MANY_LOGINS, signedIn, type Member } from '../support/community.js';
import { insertPost } from '../support/posts.js';
import { useTestServer } from '../support/server.js';
import { clearMediaFiles, videoFiles } from './support.js';

const server = useTestServer({ loginLimits: MANY_LOGINS });
beforeEach(async () => {
  await clearMediaFiles(server);
});

/** A post in the channel (or on its author's profile) with its media files on disk, as a transcode leaves them. */
async function postWithMedia(author: Member, channel: { id: string; zone_id: string } | null): Promise<string> {
  const post = await insertPost(server, author.id, { channel });
  const folder = join(server.config.dataDir, 'media/videos', post.slug);
  await mkdir(folder, { recursive: true });
  for (const file of ['original.mp4', 'master.m3u8', '360p.m3u8', '360p_0.ts', 'thumbnail.jpg']) {
    await writeFile(join(folder, file), file);
  }
  return post.slug;
}

/** The posts whose media folders are still on disk. */
async function slugsOnDisk(): Promise<string[]> {
  return [...new Set((await videoFiles(server)).map((file) => file.split('/')[0]!))].sort();
}

/** Ada's zone with two channels, a post in each; and posts elsewhere that must stay. */
async function places() {
  const ada = await signedIn(server);
  const zone = await createZone(ada);
  const [first, second] = [await insertChannel(server, zone.id, ada.id), await insertChannel(server, zone.id, ada.id)];
  const otherZone = await createZone(ada);
  const elsewhere = await insertChannel(server, otherZone.id, ada.id);
  const slugs = {
    first: await postWithMedia(ada, first),
    second: await postWithMedia(ada, second),
    elsewhere: await postWithMedia(ada, elsewhere),
    profile: await postWithMedia(ada, null),
  };
  return { ada, zone, first, slugs };
}

describe('deleting a zone or a channel removes its posts’ media from disk', () => {
  it('a zone: the media of the posts of all its channels go, nothing else', async () => {
    const { ada, zone, slugs } = await places();
    const res = await ada.client.call(api.zones.remove, { params: { id: zone.id } });
    expect(res.status).toBe(200);
    expect(await slugsOnDisk()).toEqual([slugs.elsewhere, slugs.profile].sort());
  });

  it('a channel: the media of its posts go, those of the zone’s other channel stay', async () => {
    const { ada, first, slugs } = await places();
    const res = await ada.client.call(api.channels.remove, { params: { id: first.id } });
    expect(res.status).toBe(200);
    expect(await slugsOnDisk()).toEqual([slugs.second, slugs.elsewhere, slugs.profile].sort());
  });

  it('a refused deletion removes nothing', async () => {
    const { zone, first, slugs } = await places();
    const member = await signedIn(server);
    await addZoneMember(server, member.id, zone.id, 'USER');
    expect((await member.client.call(api.zones.remove, { params: { id: zone.id } })).status).toBe(403);
    expect((await member.client.call(api.channels.remove, { params: { id: first.id } })).status).toBe(403);
    expect(await slugsOnDisk()).toEqual(Object.values(slugs).sort());
  });
});
