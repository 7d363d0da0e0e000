import { POST, type UserChannel } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import {
  VIDEO_ACCEPT,
  channelGroups,
  formatSize,
  defaultChannelId,
  emptyUploadValues,
  hasRequired,
  uploadErrors,
  uploadFieldsOf,
  videoFileProblem,
} from './upload-form';

const video = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('the upload form', () => {
  it('keeps submit disabled without a title and a file', () => {
    const file = video('clip.mp4', 'video/mp4');
    expect(hasRequired(emptyUploadValues(), null)).toBe(false);
    expect(hasRequired({ ...emptyUploadValues(), title: 'Clip' }, null)).toBe(false);
    expect(hasRequired({ ...emptyUploadValues(), title: '   ' }, file)).toBe(false);
    expect(hasRequired(emptyUploadValues(), file)).toBe(false);
    expect(hasRequired({ ...emptyUploadValues(), title: 'Clip' }, file)).toBe(true);
  });

  it('answers with the messages the server would send', () => {
    expect(uploadErrors(emptyUploadValues())).toEqual({ title: 'Title is required' });
    expect(uploadErrors({ ...emptyUploadValues(), title: 'x'.repeat(POST.titleMax + 1) })).toEqual({
      title: 'Title: Please enter up to 64 characters long',
    });
    expect(
      uploadErrors({ ...emptyUploadValues(), title: 'Clip', description: 'x'.repeat(POST.descriptionMax + 1) }),
    ).toEqual({ description: 'Description: Please enter up to 4096 characters long' });
    expect(uploadErrors({ ...emptyUploadValues(), title: 'x'.repeat(POST.titleMax) })).toEqual({});
  });

  it('sends the fields as the contract names them, public by default', () => {
    expect(uploadFieldsOf({ ...emptyUploadValues(), title: 'Clip' })).toEqual({
      title: 'Clip',
      description: '',
      channelId: '',
      public: true,
    });
  });
});

describe('the chosen file', () => {
  it('accepts the video types of the contract', () => {
    for (const [name, type] of [
      ['a.mp4', 'video/mp4'],
      ['a.mov', 'video/quicktime'],
      ['a.webm', 'video/webm'],
      ['a.3gp', 'video/3gpp'],
      ['a.flv', 'video/x-flv'],
      ['a.mpg', 'video/mpeg'],
      ['a.flv', ''],
    ]) {
      expect(videoFileProblem(video(name!, type!), null)).toBeNull();
    }
  });

  it('refuses anything else, saying which types are accepted', () => {
    expect(videoFileProblem(video('song.mp3', 'audio/mpeg'), null)).toBe(
      'Please upload a valid video format! “song.mp3” is not one of: 3gp, mp4, mov, webm, flv, mpeg, mpg.',
    );
    expect(videoFileProblem(video('movie.mkv', 'video/x-matroska'), null)).toMatch(/^Please upload a valid video/);
  });

  it('refuses a file larger than the plan allows', () => {
    const big = video('big.mp4', 'video/mp4', 3 * 1024 * 1024);
    expect(videoFileProblem(big, 2 * 1024 * 1024)).toBe('This video is 3 MB; your plan allows up to 2 MB.');
    expect(videoFileProblem(big, 4 * 1024 * 1024)).toBeNull();
  });

  it('words sizes for people', () => {
    expect(formatSize(10)).toBe('1 KB');
    expect(formatSize(3 * 1024 + 1)).toBe('4 KB');
    expect(formatSize(512 * 1024 * 1024)).toBe('512 MB');
    expect(formatSize(1.5 * 1024 ** 3)).toBe('1.5 GB');
  });

  it('offers the dropzone every accepted type with its extensions', () => {
    expect(VIDEO_ACCEPT['video/mpeg']).toEqual(['.mpeg', '.mpg']);
    expect(Object.keys(VIDEO_ACCEPT)).toEqual([...POST.videoMimeTypes]);
  });
});

const zone = (id: string, name: string) => ({ id, name, subdomain: name.toLowerCase() });
function membership(channelId: string, name: string, z: ReturnType<typeof zone>): UserChannel {
  return {
    id: `m-${channelId}`,
    channel: {
      id: channelId,
      name,
      description: '',
      public: true,
      zoneId: z.id,
      displayPhoto: null,
      backgroundPhoto: null,
      zone_subdomain: z.subdomain,
      zone: z,
      followersCount: 1,
      joined: true,
      createdOn: '2026-01-01T00:00:00.000Z',
    },
    channelRole: { id: 'r', roleCode: 'USER', canInvite: true, canDelete: false, canEdit: false, canManageRole: false },
    canLeave: true,
    livePostCount: 0,
    unseenPostCount: 0,
    createdOn: '2026-01-01T00:00:00.000Z',
  };
}

describe('the channel choice', () => {
  const acme = zone('z1', 'Acme');
  const beta = zone('z2', 'Beta');
  const list = [membership('c3', 'Zeta', beta), membership('c2', 'News', acme), membership('c1', 'Art', acme)];

  it('groups followed channels by zone', () => {
    expect(channelGroups(list)).toEqual([
      {
        group: 'Acme',
        items: [
          { value: 'c1', label: 'Art' },
          { value: 'c2', label: 'News' },
        ],
      },
      { group: 'Beta', items: [{ value: 'c3', label: 'Zeta' }] },
    ]);
  });

  it('starts on the selected channel, else the selected zone’s first, else the profile', () => {
    expect(defaultChannelId(list, 'c2', 'z2')).toBe('c2');
    expect(defaultChannelId(list, null, 'z1')).toBe('c1');
    expect(defaultChannelId(list, 'gone', 'z2')).toBe('c3');
    expect(defaultChannelId(list, null, null)).toBe('');
    expect(defaultChannelId(list, null, 'z9')).toBe('');
  });
});
