import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config.js';

describe('REDIS_URL', () => {
  it('keeps socket events in one process unless set', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://u:p@cache.example.com:6380/2' }).redisUrl).toBe(
      'rediss://u:p@cache.example.com:6380/2',
    );
  });

  it('refuses a URL that is not redis:// or rediss://, naming the variable', () => {
    for (const bad of ['http://cache.example.com', 'localhost:6379']) {
      expect(() => loadConfig({ REDIS_URL: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ REDIS_URL: bad })).toThrow('REDIS_URL: must be a redis:// or rediss:// URL');
    }
  });
});
