import { API_VERSION, api, type Endpoint } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../support/community.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

const endpoints: [string, Endpoint][] = [
  ['contact', api.suggestions.contacts],
  ['zone', api.suggestions.zones],
  ['channels', api.suggestions.channels],
];

describe.each(endpoints)('GET /activity/list/suggestions/%s', (_, endpoint) => {
  const url = (qs = '') => `/${API_VERSION}${endpoint.path}${qs}`;

  it.each([
    ['?limit=abc', ['Limit must be a number']],
    ['?limit=0', ['This field must be bigger than or equal to 1']],
    ['?limit=101', ['This field must be smaller than or equal to 100']],
    ['?skip=-1', ['This field must be bigger than or equal to 0']],
    ['?skip=x&limit=0', ['This field must be bigger than or equal to 1', 'Skip must be a number']],
  ])('refuses %s with 400 and the messages', async (qs, messages) => {
    const { client } = await signedIn(server);
    const res = await client.fetch(url(qs));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect([...(res.body as { message: string[] }).message].sort()).toEqual([...messages].sort());
  });

  it('answers NOT_SIGNED_IN to a signed-out caller', async () => {
    const res = await server.client().fetch(url());
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'NOT_SIGNED_IN', error: 'You not authorized to use this route' });
  });
});
