import { MEDIA, api } from '@plaza/contract';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { JobRepository } from '../../src/jobs/job.repository.js';
import { signedInUser } from '../support/channels.js';
import { useTestServer } from '../support/server.js';
import { undecodableClip, uploadVideo } from '../support/videos.js';
import { clearMediaFiles, tmpFiles, transcoded, videoFiles } from './support.js';

const server = useTestServer();
beforeEach(async () => {
  await clearMediaFiles(server);
});

describe('the transcode job', () => {
  it('gives up a video ffmpeg cannot decode after MEDIA.transcodeMaxAttempts, telling the author why', async () => {
    const { client } = await signedInUser(server);
    const res = await uploadVideo(client, {
      fields: { title: 'Broken' },
      file: { data: await undecodableClip(), name: 'broken.mp4' },
    });
    // It probes as a 320×240 MP4, so the upload is accepted...
    expect(res.status).toBe(200);
    expect(res.body.media).toMatchObject({ status: 'processing', width: 320, height: 240 });

    // ...and the transcode fails on each attempt, then marks the post failed.
    const row = await transcoded(server, res.body.id);
    expect(row.media_status).toBe('failed');
    expect(row.media_error).toBe(
      'The video could not be converted: its data may be damaged or in a format that cannot be decoded.',
    );
    // The job row is finished after the post is marked failed: wait for it.
    await expect
      .poll(() => server.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow(), { timeout: 30_000 })
      .toMatchObject({ kind: 'media.transcode', attempts: MEDIA.transcodeMaxAttempts, done_at: expect.any(Date) });
    expect(await videoFiles(server)).toEqual([`${res.body.slug}/original.mp4`]);
    expect(await tmpFiles(server)).toEqual([]);
  });

  it('does nothing, once, for a post deleted before its turn', async () => {
    const jobId = await new JobRepository(server.db).insert('media.transcode', { postId: randomUUID() });
    await expect
      .poll(() => server.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow(), {
        timeout: 30_000,
      })
      .toMatchObject({ attempts: 1, last_error: null, done_at: expect.any(Date) });
  });
});

describe('the failure reason', () => {
  it('is shown to the author only', async () => {
    const author = await signedInUser(server);
    const res = await uploadVideo(author.client, {
      fields: { title: 'Broken again' },
      file: { data: await undecodableClip(), name: 'broken.mp4' },
    });
    await transcoded(server, res.body.id);
    const mine = await author.client.call(api.posts.detail, { params: { postId: res.body.id } });
    const other = await (await signedInUser(server)).client.call(api.posts.detail, { params: { postId: res.body.id } });
    expect(mine.body.media).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('could not') });
    expect(other.body.media).toMatchObject({ status: 'failed', failureReason: null });
  });
});
