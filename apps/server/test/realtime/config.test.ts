import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config.js';

const PG = 'postgres://db.example.com/plaza';

describe('REDIS_URL', () => {
  it('keeps socket events in one process unless set', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: PG }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(loadConfig({ REDIS_URL: 'rediss://u:p@cache.example.com:6380/2', DATABASE_URL: PG }).redisUrl).toBe(
      'rediss://u:p@cache.example.com:6380/2',
    );
  });

  it('refuses Redis without a shared PostgreSQL, in one line', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      'REDIS_URL is set without DATABASE_URL: several processes need one shared PostgreSQL (the embedded PGlite serves one process)',
    );
  });

  it('refuses a URL that is not redis:// or rediss://, naming the variable', () => {
    for (const bad of ['http://cache.example.com', 'localhost:6379']) {
      expect(() => loadConfig({ REDIS_URL: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ REDIS_URL: bad })).toThrow('REDIS_URL: must be a redis:// or rediss:// URL');
    }
  });
});
