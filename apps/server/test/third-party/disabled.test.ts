import { API_VERSION, api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.js';

const server = useTestServer({}, { reset: false });

describe('third-party sign-in without configuration', () => {
  it('offers no provider and answers 404 for each', async () => {
    const client = server.client();
    expect((await client.call(api.thirdParty.providers)).body).toEqual({ providers: [] });
    const start = await client.fetch(`/${API_VERSION}/auth/third-party/google/start`, { redirect: 'manual' });
    expect(start.status).toBe(404);
    const res = await client.call(api.thirdParty.login, {
      params: { provider: 'apple' },
      body: { code: 'c', state: 's' },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('ROUTE_NOT_FOUND');
    const callback = await client.fetch(`/${API_VERSION}/auth/third-party/apple/callback`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://appleid.apple.com' },
      body: 'code=c&state=s',
    });
    expect(callback.status).toBe(404);
  });
});
