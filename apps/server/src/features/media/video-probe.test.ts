import { describe, expect, it } from 'vitest';
import { parseProbe } from './video-probe.js';

const video = { index: 0, codec_type: 'video', width: 1920, height: 1080 };
const audio = { index: 1, codec_type: 'audio' };
const probe = (format: object, streams: object[] = [video, audio]) => JSON.stringify({ format, streams });
const mov = (brand: string) => ({
  format_name: 'mov,mp4,m4a,3gp,3g2,mj2',
  duration: '12.5',
  tags: { major_brand: brand },
});

describe('parseProbe', () => {
  it('tells QuickTime files apart by their major brand', () => {
    expect(parseProbe(probe(mov('isom')))).toMatchObject({ extension: 'mp4', demuxer: 'mov' });
    expect(parseProbe(probe(mov('qt  ')))).toMatchObject({ extension: 'mov', demuxer: 'mov' });
    expect(parseProbe(probe(mov('3gp4')))).toMatchObject({ extension: '3gp', demuxer: 'mov' });
  });

  it('accepts Matroska/WebM, FLV and MPEG program and transport streams', () => {
    expect(parseProbe(probe({ format_name: 'matroska,webm' }))).toMatchObject({ extension: 'webm' });
    expect(parseProbe(probe({ format_name: 'flv' }))).toMatchObject({ extension: 'flv', demuxer: 'flv' });
    expect(parseProbe(probe({ format_name: 'mpeg' }))).toMatchObject({ extension: 'mpeg', demuxer: 'mpeg' });
    expect(parseProbe(probe({ format_name: 'mpegts' }))).toMatchObject({ extension: 'mpeg', demuxer: 'mpegts' });
  });

  it('reads size, duration and sound; a rotated video is as tall as it displays', () => {
    expect(parseProbe(probe(mov('isom')))).toEqual({
      extension: 'mp4',
      demuxer: 'mov',
      videoStream: 0,
      width: 1920,
      height: 1080,
      durationSeconds: 12.5,
      hasAudio: true,
    });
    const rotated = { ...video, side_data_list: [{ rotation: -90 }] };
    expect(parseProbe(probe(mov('isom'), [rotated]))).toMatchObject({ width: 1080, height: 1920, hasAudio: false });
  });

  it('refuses files without a real video stream, of another format, or not JSON', () => {
    expect(parseProbe(probe(mov('M4A '), [audio]))).toBeNull();
    const cover = { ...video, disposition: { attached_pic: 1 } };
    expect(parseProbe(probe({ format_name: 'mp3' }, [audio, cover]))).toBeNull();
    expect(parseProbe(probe(mov('isom'), [audio, cover]))).toBeNull();
    expect(parseProbe(probe({ format_name: 'gif' }, [video]))).toBeNull();
    expect(parseProbe('not json')).toBeNull();
  });
});
