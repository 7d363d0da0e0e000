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
