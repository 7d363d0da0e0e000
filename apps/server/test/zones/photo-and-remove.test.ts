import { API_VERSION, api, buildPath, type ErrorReply, type Zone } from '@plaza/contract';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CallResult, TestClient } from '../support/client.js';
import { addZoneMember, createZone, insertChannel, signedIn, zoneRow } from '../support/community.js';
import { useTestServer } from '../support/server.js';
import { clearFiles, makeImage } from '../profile/support.js';

const server = useTestServer();
beforeEach(async () => {
  await clearFiles(server.config.dataDir);
});

function uploadZonePhoto(client: TestClient, zoneId: string, data: Buffer, field = 'photoFile') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type: 'image/png' }), 'zone.png');
  const url = `/${API_VERSION}${buildPath(api.zones.uploadPhoto.path, { id: zoneId })}`;
  return client.fetch(url, { method: 'PUT', body: form }) as Promise<CallResult<Zone & Partial<ErrorReply>>>;
}

const filesIn = async (folder: string) =>
  (await readdir(join(server.config.dataDir, 'media', folder)).catch(() => [] as string[])).sort();

describe('PUT /zone/:id/display-photo', () => {
  it('stores a 512×512 WebP, answers the zone, and replaces (deletes) the previous photo', async () => {
    const owner = await signedIn(server);
    const zone = await createZone(owner);
    const first = await uploadZonePhoto(owner.client, zone.id, await makeImage('png'));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ...zone, displayPhoto: expect.stringMatching(/^[a-f0-9]{32}\.webp$/) });
    expect(await filesIn('zone-photos')).toEqual([first.body.displayPhoto]);
    const meta = await sharp(join(server.config.dataDir, 'media/zone-photos', first.body.displayPhoto!)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });

    const second = await uploadZonePhoto(owner.client, zone.id, await makeImage('jpeg'));
    expect(second.status).toBe(200);
    expect(await filesIn('zone-photos')).toEqual([second.body.displayPhoto]);
    expect(await filesIn('photos')).toEqual([]);
  });

  it('refuses what is not an image with INVALID_IMAGE_FORMAT and stores nothing', async () => {
    const owner = await signedIn(server);
    const zone = await createZone(owner);
    const res = await uploadZonePhoto(owner.client, zone.id, Buffer.from('not an image'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('INVALID_IMAGE_FORMAT');
    expect(await filesIn('zone-photos')).toEqual([]);
    expect((await zoneRow(server, zone.id))!.display_photo).toBeNull();
  });

  it('answers 400 when the file is in another field', async () => {
    const owner = await signedIn(server);
    const zone = await createZone(owner);
    const res = await uploadZonePhoto(owner.client, zone.id, await makeImage('png'), 'avatar');
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['Attach the photo as the form field photoFile of a multipart/form-data body']);
  });

  it('refuses callers without canEdit, hides private zones, and stores nothing', async () => {
    const owner = await signedIn(server);
    const zone = await createZone(owner);
    const hidden = await createZone(owner, { public: false });
    const [user, stranger] = [await signedIn(server), await signedIn(server)];
    await addZoneMember(server, user.id, zone.id);
    const image = await makeImage('png');
    for (const caller of [user, stranger]) {
      expect((await uploadZonePhoto(caller.client, zone.id, image)).body.message).toBe('NOT_AUTHORIZED');
    }
    expect((await uploadZonePhoto(stranger.client, hidden.id, image)).body.message).toBe('ZONE_NOT_FOUND');
    expect((await uploadZonePhoto(server.client(), zone.id, image)).status).toBe(401);
    expect(await filesIn('zone-photos')).toEqual([]);
  });
});

describe('GET /zone/display-photo/:file', () => {
  it('serves the photo to anyone, as WebP with a long cache', async () => {
    const owner = await signedIn(server);
    const zone = await createZone(owner);
    const { body } = await uploadZonePhoto(owner.client, zone.id, await makeImage('png'));
    const url = `${server.baseUrl}/${API_VERSION}${buildPath(api.zones.photo.path, { file: body.displayPhoto! })}`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for a name that is not a zone photo, including a user photo', async () => {
    await writeFileIn('photos', `${'b'.repeat(32)}.webp`);
    for (const file of ['..%2Fphotos%2Fx.webp', 'abc.webp', `${'b'.repeat(32)}.webp`]) {
      const response = await fetch(`${server.baseUrl}/${API_VERSION}/zone/display-photo/${file}`);
      expect(response.status).toBe(404);
    }
  });
});

describe('DELETE /zone/remove/:id', () => {
  it('deletes the zone with its channels and members, and the photos of both', async () => {
    const owner = await signedIn(server);
    const zone = await createZone(owner);
    const member = await signedIn(server);
    await addZoneMember(server, member.id, zone.id);
    await uploadZonePhoto(owner.client, zone.id, await makeImage('png'));
    const channel = await insertChannel(server, zone.id, owner.id);
    const channelPhoto = `${'c'.repeat(32)}.webp`;
    await writeFileIn('channel-photos', channelPhoto);
    await server.db.updateTable('channels').set({ display_photo: channelPhoto }).where('id', '=', channel.id).execute();
    const other = await createZone(owner);

    const res = await owner.client.call(api.zones.remove, { params: { id: zone.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await zoneRow(server, zone.id)).toBeUndefined();
    expect(await server.db.selectFrom('channels').selectAll().execute()).toEqual([]);
    const memberships = await server.db.selectFrom('user_zones').select('zone_id').execute();
    expect(memberships).toEqual([{ zone_id: other.id }]);
    expect(await filesIn('zone-photos')).toEqual([]);
    expect(await filesIn('channel-photos')).toEqual([]);
  });

  it('refuses a MODERATOR (no canDelete) and others, and deletes nothing', async () => {
    const owner = await signedIn(server);
    const zone = await createZone(owner, { public: false });
    const [moderator, stranger] = [await signedIn(server), await signedIn(server)];
    await addZoneMember(server, moderator.id, zone.id, 'MODERATOR');
    const refused = await moderator.client.call(api.zones.remove, { params: { id: zone.id } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('NOT_AUTHORIZED');
    expect((await stranger.client.call(api.zones.remove, { params: { id: zone.id } })).body.message).toBe(
      'ZONE_NOT_FOUND',
    );
    expect((await server.client().call(api.zones.remove, { params: { id: zone.id } })).status).toBe(401);
    expect(await zoneRow(server, zone.id)).toBeDefined();
  });
});

async function writeFileIn(folder: string, name: string) {
  await mkdir(join(server.config.dataDir, 'media', folder), { recursive: true });
  await writeFile(join(server.config.dataDir, 'media', folder, name), 'x');
}
