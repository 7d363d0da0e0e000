// Speed figures for zones and channels: the lists every page of a member shows, measured after
// seeding 50 zones with 2 channels each (the studio plan's zone limit).
import { API_VERSION, api, buildPath, type Endpoint } from '@plaza/contract';

type Measure = (name: string, total: number, concurrency: number, once: () => Promise<Response>) => Promise<void>;

export async function benchCommunity(base: string, headers: Record<string, string>, measure: Measure) {
  const url = (endpoint: Endpoint, params?: Record<string, unknown>, query = '') =>
    `${base}/${API_VERSION}${buildPath(endpoint.path, params)}${query}`;
  const send = async (endpoint: Endpoint, params?: Record<string, unknown>, body?: unknown) => {
    const res = await fetch(url(endpoint, params), {
      method: endpoint.method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${endpoint.method} ${endpoint.path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };

  const me = (await send(api.auth.retrieve)) as { user: { id: string } };
  await send(api.membership.setUserPlan, { id: me.user.id }, { planCode: 'studio' });
  const seeded = performance.now();
  let zoneId = '';
  for (let i = 0; i < 50; i += 1) {
    const created = (await send(api.zones.create, undefined, {
      name: `Bench zone ${i}`,
      subdomain: `bench-zone-${i}`,
      description: 'A zone made by the benchmark',
      public: true,
    })) as { zone: { id: string } };
    zoneId = created.zone.id;
    for (let c = 0; c < 2; c += 1) {
      await send(api.channels.create, { zoneId }, { name: `Channel ${i}-${c}`, description: '', public: true });
    }
  }
  console.log(`seeding 50 zones and 100 channels through the API: ${Math.round(performance.now() - seeded)} ms`);

  const get =
    (endpoint: Endpoint, params?: Record<string, unknown>, query = '') =>
    () =>
      fetch(url(endpoint, params, query), { headers });
  await measure('GET /user-zone/list (50 zones)', 500, 10, get(api.userZones.list));
  await measure('GET /user-channel/list/all (100)', 500, 10, get(api.userChannels.listAll));
  await measure('GET /zone/search?searchTerm=zone', 500, 10, get(api.zones.search, undefined, '?searchTerm=zone'));
  await measure('GET /channel/search (first 6)', 500, 10, get(api.channels.search));
  await measure('GET /zone/users/list/:id', 500, 10, get(api.zones.members, { id: zoneId }));
  await measure('GET /activity/list/suggestions/contact', 500, 10, get(api.suggestions.contacts));
  await measure('GET /user/invitations/list', 500, 10, get(api.userCommunity.invitations));
}
