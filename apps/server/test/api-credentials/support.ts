import { API_KEY_HEADER, API_SECRET_HEADER, api, type ApiCredentials } from '@plaza/contract';
import { createInitialUser } from '../support/factories.js';
import type { TestServer } from '../support/server.js';

/** The headers a program sends to act with a developer key. */
export function keyHeaders(pair: ApiCredentials): Record<string, string> {
  return { [API_KEY_HEADER]: pair.apiKey, [API_SECRET_HEADER]: pair.apiSecret };
}

/** A signed-in super admin and their API pair. */
export async function adminWithCredentials(server: TestServer) {
  const client = server.client();
  const { user, input } = await createInitialUser(client);
  const res = await client.call(api.apiCredentials.get);
  if (res.status !== 200) throw new Error(`get credentials failed: ${JSON.stringify(res.body)}`);
  return { client, user, input, pair: { apiKey: res.body.apiKey, apiSecret: res.body.apiSecret } };
}
