import { MEDIA } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { hlsArgs, ladderFor, renditionName, thumbnailSeconds } from './ladder.js';

describe('ladderFor', () => {
  it('keeps the ladder steps at or below the source height, with their bitrates', () => {
    expect(ladderFor(720)).toEqual([
      { height: 360, videoKbps: MEDIA.ladderBitrates[360] },
      { height: 720, videoKbps: MEDIA.ladderBitrates[720] },
    ]);
    expect(ladderFor(1000).map((r) => r.height)).toEqual([360, 720]);
    expect(ladderFor(2160).map((r) => r.height)).toEqual([360, 720, 1080]);
  });

  it('gives a source under the first step one rendition at its own even height', () => {
    expect(ladderFor(240)).toEqual([{ height: 240, videoKbps: MEDIA.ladderBitrates[360] }]);
    expect(ladderFor(359).map((r) => r.height)).toEqual([358]);
  });

  it('names renditions as the file pattern wants, even tiny ones', () => {
    expect(renditionName(720)).toBe('720p');
    expect(renditionName(48)).toBe('048p');
    expect(`${renditionName(48)}_0.ts`).toMatch(MEDIA.fileNamePattern);
  });
});

describe('hlsArgs', () => {
  const input = { path: '/tmp/x.upload', demuxer: 'mov', videoStream: 1 };

  it('maps the audio into each rendition when there is some', () => {
    const args = hlsArgs({ ...input, hasAudio: true }, ladderFor(720), 'file');
    expect(args).toContain('[0:1]split=2[s0][s1];[s0]scale=-2:360[v0];[s1]scale=-2:720[v1]');
    expect(args.filter((a) => a === '0:a:0')).toHaveLength(2);
    expect(args[args.indexOf('-var_stream_map') + 1]).toBe('v:0,a:0,name:360p v:1,a:1,name:720p');
    expect(args.slice(args.indexOf('-f'), args.indexOf('-f') + 4)).toEqual(['-f', 'mov', '-i', 'file:/tmp/x.upload']);
  });

  it('leaves audio out of a silent source', () => {
    const args = hlsArgs({ ...input, hasAudio: false }, ladderFor(360), 'file');
    expect(args).not.toContain('0:a:0');
    expect(args).not.toContain('aac');
    expect(args[args.indexOf('-var_stream_map') + 1]).toBe('v:0,name:360p');
  });
});

describe('thumbnailSeconds', () => {
  it('takes a frame near 1 s, or mid-clip for short clips', () => {
    expect(thumbnailSeconds(10)).toBe(1);
    expect(thumbnailSeconds(1)).toBe(0.5);
    expect(thumbnailSeconds(null)).toBe(0);
  });
});
