import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isErrorCode } from '../errors.js';
import { pathParamNames, type Endpoint } from '../endpoint.js';
import * as groups from './groups.js';
import { allEndpoints, api } from './index.js';

describe('@plaza/contract/api', () => {
  it('exports each group of `api`, and only those', () => {
    expect(Object.keys(groups).sort()).toEqual(Object.keys(api).sort());
    for (const [name, group] of Object.entries(groups)) expect(group).toBe(api[name as keyof typeof api]);
  });
});

describe('allEndpoints', () => {
  it('lists every endpoint of every group, once', () => {
    const grouped = Object.values(api).flatMap((group) => Object.values(group));
    expect(allEndpoints()).toEqual(grouped);
    expect(allEndpoints()).toContain(api.auth.login);
    expect(allEndpoints()).toContain(api.health.check);
    expect(new Set(allEndpoints()).size).toBe(grouped.length);
  });

  it('marks every reply that carries a credential as secret, and only those', () => {
    const credential = /"(accessToken|refreshToken|apiSecret|streamKey)":/;
    const carries = (endpoint: Endpoint) =>
      credential.test(JSON.stringify(z.toJSONSchema(endpoint.reply, { io: 'output', unrepresentable: 'any' })));
    const secret = allEndpoints().filter((e) => e.secretReply);
    expect(secret.length).toBeGreaterThanOrEqual(8);
    for (const endpoint of allEndpoints()) {
      expect(endpoint.secretReply === true, `${endpoint.method} ${endpoint.path}`).toBe(carries(endpoint));
    }
  });

  it('gives every endpoint a distinct method and path', () => {
    const keys = allEndpoints().map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes every path from the root, without a version prefix or a trailing slash', () => {
    for (const { path } of allEndpoints()) {
      expect(path, path).toMatch(/^\/[a-z]/);
      expect(path, path).not.toMatch(/^\/v\d/);
      expect(path.endsWith('/'), path).toBe(false);
    }
  });

  it('writes aliases like paths, each naming only parameters of its endpoint, and clashing with no other path', () => {
    const taken = new Set(allEndpoints().map((e) => `${e.method} ${e.path}`));
    for (const endpoint of allEndpoints()) {
      const own = new Set(pathParamNames(endpoint.path));
      for (const alias of endpoint.aliases ?? []) {
        expect(alias, alias).toMatch(/^\/[a-z]/);
        expect(alias.endsWith('/'), alias).toBe(false);
        expect(
          pathParamNames(alias).every((name) => own.has(name)),
          alias,
        ).toBe(true);
        const key = `${endpoint.method} ${alias}`;
        expect(taken.has(key), key).toBe(false);
        taken.add(key);
      }
    }
  });

  it('declares only catalogue codes, never the client-side NETWORK_ERROR', () => {
    for (const endpoint of allEndpoints()) {
      for (const code of endpoint.errors ?? []) {
        expect(isErrorCode(code), `${endpoint.path}: ${code}`).toBe(true);
        expect(code, endpoint.path).not.toBe('NETWORK_ERROR');
      }
    }
  });

  it('gives every endpoint a summary and a tag', () => {
    for (const endpoint of allEndpoints()) {
      expect(endpoint.summary.trim().length, endpoint.path).toBeGreaterThan(0);
      expect(endpoint.tag, endpoint.path).toMatch(/^[a-z]+$/);
    }
  });

  it('declares the health check as a public GET', () => {
    expect(api.health.check).toMatchObject({ method: 'GET', path: '/health', access: 'public' });
    expect(api.health.check.reply.safeParse({ status: 'ok', database: 'ok', version: '0.1.0' }).success).toBe(true);
    expect(api.health.check.reply.safeParse({ status: 'down', database: 'ok', version: '0.1.0' }).success).toBe(false);
  });
});
