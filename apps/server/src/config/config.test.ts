import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('mail configuration', () => {
  it('keeps mail in the outbox unless SMTP_URL is set', () => {
    expect(loadConfig({}).smtpUrl).toBeNull();
    expect(loadConfig({ SMTP_URL: '' }).smtpUrl).toBeNull();
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).smtpUrl).toBe(
      'smtps://u:p@mail.example.com:465',
    );
  });

  it('refuses an SMTP_URL that is not an smtp:// or smtps:// URL, naming the variable', () => {
    for (const bad of ['http://mail.example.com', 'mail.example.com']) {
      expect(() => loadConfig({ SMTP_URL: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ SMTP_URL: bad })).toThrow('SMTP_URL: must be an smtp:// or smtps:// URL');
    }
  });

  it('sends from no-reply at the public host unless MAIL_FROM says otherwise', () => {
    expect(loadConfig({ APP_URL: 'https://plaza.example.com' }).mailFrom).toBe('Plaza <no-reply@plaza.example.com>');
    expect(loadConfig({ MAIL_FROM: 'Team <team@example.com>' }).mailFrom).toBe('Team <team@example.com>');
  });

  it('allows 30 sign-ups an hour from one address unless SIGNUPS_PER_ADDRESS_HOUR says otherwise', () => {
    expect(loadConfig({}).signUpsPerAddress).toBe(30);
    expect(loadConfig({ SIGNUPS_PER_ADDRESS_HOUR: '500' }).signUpsPerAddress).toBe(500);
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ SIGNUPS_PER_ADDRESS_HOUR: bad })).toThrow(/SIGNUPS_PER_ADDRESS_HOUR: /);
    }
  });
});

describe('media programs', () => {
  it('runs ffmpeg and ffprobe from the PATH unless FFMPEG_PATH or FFPROBE_PATH say otherwise', () => {
    expect(loadConfig({})).toMatchObject({ ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' });
    expect(loadConfig({ FFMPEG_PATH: '/opt/ff/ffmpeg', FFPROBE_PATH: '/opt/ff/ffprobe' })).toMatchObject({
      ffmpegPath: '/opt/ff/ffmpeg',
      ffprobePath: '/opt/ff/ffprobe',
    });
  });

  it('refuses an empty FFMPEG_PATH, naming the variable', () => {
    expect(() => loadConfig({ FFMPEG_PATH: '' })).toThrow('FFMPEG_PATH: must name the ffmpeg program');
  });
});

describe('media storage', () => {
  const s3 = { S3_BUCKET: 'plaza-media', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keeps media in DATA_DIR/media unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: '' }).s3).toBeNull();
  });

  it('reads the bucket, endpoint, region, keys and path style, with their defaults', () => {
    expect(loadConfig(s3).s3).toEqual({
      bucket: 'plaza-media',
      endpoint: null,
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: false,
    });
    const minio = { ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-1', S3_FORCE_PATH_STYLE: 'true' };
    expect(loadConfig(minio).s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'b' }).s3?.credentials).toBeNull();
  });

  it('refuses bad or incomplete S3 settings in one line naming the variable', () => {
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT: must be a URL such as https://s3.example.com',
    );
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE: must be true or false',
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('S3_BUCKET must be set to use S3');
  });
});
