import { API_VERSION, api } from '@plaza/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createInitialUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';
import { clearFiles, fetchPhoto, makeImage, uploadPhoto } from './support.js';

const server = useTestServer();
beforeEach(async () => {
  await clearFiles(server.config.dataDir);
});

describe('GET /user/display-photo/:file', () => {
  it('serves a stored photo as WebP with nosniff and a long cache, to anyone', async () => {
    const client = server.client();
    await createInitialUser(client);
    const { body } = await uploadPhoto(client, await makeImage('png'));
    const { response, bytes } = await fetchPhoto(server.client(), body.displayPhoto!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it.each([
    '..%2F..%2Fetc%2Fpasswd',
    '..%2Fphotos%2Fx.webp',
    'abc.webp',
    `${'a'.repeat(32)}.svg`,
    `${'a'.repeat(32)}.webp`,
  ])('answers 404 ROUTE_NOT_FOUND for %s', async (file) => {
    const url = `${server.baseUrl}/${API_VERSION}${api.profile.photo.path.replace(':file', file)}`;
    const response = await fetch(url);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'ROUTE_NOT_FOUND' });
  });

  it('keeps every other route JSON-only: a multipart body is a 415', async () => {
    const client = server.client();
    await createInitialUser(client);
    const form = new FormData();
    form.append('fullName', 'Ada');
    const res = await client.fetch(`/${API_VERSION}${api.profile.update.path}`, { method: 'PUT', body: form });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ message: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
