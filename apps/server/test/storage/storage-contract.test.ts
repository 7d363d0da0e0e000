import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../src/lib/s3-storage.js';
import { LocalStorage, type Storage } from '../../src/lib/storage.js';
import { startFakeS3, type FakeS3 } from '../support/s3.js';

async function read(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Subject {
  storage: Storage;
  tmp: string;
  close(): Promise<void>;
}

/** Both stores, one table of expectations: what one does, the other does the same. */
const STORES: [string, (tmp: string) => Promise<Omit<Subject, 'tmp'>>][] = [
  ['LocalStorage', async (tmp) => ({ storage: new LocalStorage(join(tmp, 'media')), close: async () => undefined })],
  [
    'S3Storage (s3rver)',
    async (tmp) => {
      const s3: FakeS3 = await startFakeS3();
      const storage = new S3Storage(s3.config, join(tmp, 'copies'));
      return {
        storage,
        close: async () => {
          storage.destroy();
          await s3.close();
        },
      };
    },
  ],
];

describe.each(STORES)('%s', (_name, open) => {
  let subject: Subject;
  const store = () => subject.storage;

  beforeAll(async () => {
    const tmp = await mkdtemp(join(tmpdir(), 'plaza-storage-'));
    subject = { ...(await open(tmp)), tmp };
  });
  afterAll(async () => {
    await subject.close();
    await rm(subject.tmp, { recursive: true, force: true });
  });

  it('puts a buffer and reads it back whole and by range, with its size', async () => {
    const data = Buffer.from('0123456789abcdefghij');
    await store().put('photos/a.webp', data);
    expect((await store().stat('photos/a.webp'))?.size).toBe(20);
    expect((await store().stat('photos/a.webp'))?.mtime).toBeInstanceOf(Date);
    expect(await read(await store().stream('photos/a.webp'))).toEqual(data);
    expect((await read(await store().stream('photos/a.webp', { start: 2, end: 5 })))?.toString()).toBe('2345');
    expect((await read(await store().stream('photos/a.webp', { start: 15, end: 19 })))?.toString()).toBe('fghij');
  });

  it('answers null for a file that is not there', async () => {
    expect(await store().stat('photos/missing.webp')).toBeNull();
    expect(await store().stream('photos/missing.webp')).toBeNull();
    expect(await store().stream('photos/missing.webp', { start: 0, end: 1 })).toBeNull();
    expect(await store().localCopy('photos/missing.webp', () => Promise.resolve('used'))).toBeNull();
  });

  it('moves a local file in: the local file is gone', async () => {
    const local = join(subject.tmp, 'upload.bin');
    await writeFile(local, 'moved in');
    await store().putFile('videos/p1/thumbnail.jpg', local);
    await expect(stat(local)).rejects.toThrow();
    expect((await read(await store().stream('videos/p1/thumbnail.jpg')))?.toString()).toBe('moved in');
  });

  it('writes a stream of several parts (past S3’s 5 MiB part) and renames it', async () => {
    const data = randomBytes(11 * 1024 * 1024 + 17);
    await store().write('videos/p2/upload', Readable.from([data.subarray(0, 3_000_000), data.subarray(3_000_000)]));
    await store().move('videos/p2/upload', 'videos/p2/original.mp4');
    expect(await store().stat('videos/p2/upload')).toBeNull();
    expect((await store().stat('videos/p2/original.mp4'))?.size).toBe(data.length);
    const end = data.length - 1;
    const tail = await read(await store().stream('videos/p2/original.mp4', { start: end - 99, end }));
    expect(tail?.equals(data.subarray(end - 99))).toBe(true);
    expect((await read(await store().stream('videos/p2/original.mp4')))?.equals(data)).toBe(true);
  });

  it('fails a stream that breaks off and leaves nothing under the key', async () => {
    const broken = new Readable({
      read() {
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(store().write('videos/p3/upload', broken)).rejects.toThrow();
    expect(await store().stat('videos/p3/upload')).toBeNull();
  });

  it('lends a local copy a program can read, and a source it reads in place', async () => {
    await store().put('videos/p4/original.mp4', Buffer.from('video bytes'));
    const seen = await store().localCopy('videos/p4/original.mp4', async (path) => {
      return { text: await readFile(path, 'utf8'), path };
    });
    expect(seen?.text).toBe('video bytes');
    const source = await store().programSource('videos/p4/original.mp4', 60);
    const bytes = source.kind === 'path' ? await readFile(source.path, 'utf8') : await (await fetch(source.url)).text();
    expect(bytes).toBe('video bytes');
  });

  it('deletes a file, and a folder by prefix without touching its neighbours', async () => {
    await store().put('videos/aa/1.ts', Buffer.from('1'));
    await store().put('videos/aa/2.ts', Buffer.from('2'));
    await store().put('videos/aab/keep.ts', Buffer.from('3'));
    await store().put('photos/gone.webp', Buffer.from('4'));
    await store().delete('photos/gone.webp');
    await store().delete('photos/never-there.webp');
    expect(await store().stat('photos/gone.webp')).toBeNull();
    await store().deleteTree('videos/aa');
    await store().deleteTree('videos/none');
    expect(await store().stat('videos/aa/1.ts')).toBeNull();
    expect(await store().stat('videos/aa/2.ts')).toBeNull();
    expect((await store().stat('videos/aab/keep.ts'))?.size).toBe(1);
  });
});
