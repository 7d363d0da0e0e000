import { API_VERSION, PHOTO, api, buildPath } from '@plaza/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createZone, insertChannel, MANY_LOGINS, signedIn } from '../support/community.js';
import { processesWith } from '../support/processes.js';
import { useTestServer } from '../support/server.js';
import {
  clearFiles,
  makeImage,
  storedFiles,
  svgFanOut,
  svgNested,
  svgReferring,
  svgSlowToDraw,
  uploadPhoto,
} from './support.js';

/** Short, so the SVG that draws for minutes is stopped quickly. */
const CONVERT_MS = 2000;

const server = useTestServer({ loginLimits: MANY_LOGINS, imageConvertMs: CONVERT_MS });
beforeEach(async () => {
  await clearFiles(server.config.dataDir);
});

/** Uploads the SVG as a display photo and answers the reply and how long it took. */
async function uploadSvg(svg: Buffer) {
  const { client } = await signedIn(server);
  const started = performance.now();
  const res = await uploadPhoto(client, svg, { fileName: 'photo.svg', type: 'image/svg+xml' });
  return { res, ms: Math.round(performance.now() - started) };
}

describe('PUT /user/display-photo refuses SVGs that ask for too much drawing, before drawing them', () => {
  it.each([
    ['a fan-out of 10 levels of 10 <use> (10^10 shapes)', svgFanOut(10, 10)],
    ['a deeper fan-out of 30 levels of 2 <use> (2^30 shapes)', svgFanOut(30, 2)],
    ['groups nested 1,000 deep', svgNested(1000)],
  ])('%s: IMAGE_TOO_COMPLEX, nothing stored', async (name, svg) => {
    const { res, ms } = await uploadSvg(svg);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'IMAGE_TOO_COMPLEX' });
    expect(await storedFiles(server.config.dataDir)).toEqual([]);
    console.warn(`SVG refused (${name}, ${svg.length} bytes) in ${ms} ms`);
  });

  it.each([
    ['a web address', 'http://127.0.0.1:1/photo.png'],
    ['a file', 'file:///etc/passwd'],
    ['a data: URI', 'data:image/svg+xml;base64,PHN2Zy8+'],
  ])('refuses an SVG that draws %s with INVALID_IMAGE_FORMAT', async (_name, reference) => {
    const { res } = await uploadSvg(svgReferring(reference));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'INVALID_IMAGE_FORMAT' });
    expect(await storedFiles(server.config.dataDir)).toEqual([]);
  });

  it('stops an SVG that passes every count but draws for too long, and its drawing process with it', async () => {
    const { res, ms } = await uploadSvg(svgSlowToDraw());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'IMAGE_TOO_COMPLEX' });
    expect(await storedFiles(server.config.dataDir)).toEqual([]);
    // The drawing process was killed, not left to draw on.
    expect(await processesWith('rasterise-svg.main.ts')).toEqual([]);
    console.warn(`slow SVG stopped after ${ms} ms (time limit ${CONVERT_MS} ms)`);
  });
});

describe('photo uploads are limited per user', () => {
  it(`refuses the ${PHOTO.uploadsPerMinute + 1}th photo of a minute, of a user, zone or channel alike, for that user only`, async () => {
    const ada = await signedIn(server);
    const zone = await createZone(ada);
    const channel = await insertChannel(server, zone.id, ada.id);
    const routes = [
      buildPath(api.profile.uploadPhoto.path),
      buildPath(api.zones.uploadPhoto.path, { id: zone.id }),
      buildPath(api.channels.uploadPhoto.path, { id: channel.id }),
      buildPath(api.channels.uploadBackground.path, { id: channel.id }),
    ];
    const put = (client: typeof ada.client, path: string, data: Buffer) => {
      const form = new FormData();
      form.append('photoFile', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'photo.png');
      return client.fetch(`/${API_VERSION}${path}`, { method: 'PUT', body: form });
    };
    // Every attempt counts, refused ones too: the count is taken before the body is read.
    const junk = Buffer.from('not an image');
    for (let i = 0; i < PHOTO.uploadsPerMinute; i += 1) {
      expect((await put(ada.client, routes[i % routes.length]!, junk)).status).toBe(400);
    }
    for (const path of routes) {
      const refused = await put(ada.client, path, await makeImage('png'));
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ message: 'TOO_MANY_REQUESTS' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await storedFiles(server.config.dataDir)).toEqual([]);

    const grace = await signedIn(server);
    expect((await uploadPhoto(grace.client, await makeImage('png'))).status).toBe(200);
  });
});
