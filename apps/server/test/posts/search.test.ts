import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { insertChannel, insertZone, signedInUser } from '../support/channels.js';
import { insertPost, minutesAgo } from '../support/posts.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

async function world() {
  const author = await signedInUser(server, 'Author');
  const me = await signedInUser(server, 'Me');
  const post = (title: string, minutes: number, options: Parameters<typeof insertPost>[2] = {}) =>
    insertPost(server, author.user.id, { title, createdAt: minutesAgo(minutes), ...options });
  const posts = {
    // Oldest, but the word is in its title.
    title: await post('Our summer holiday in Rome', 60),
    // Newer, the word only in the description.
    description: await post('Rome, day three', 30, { description: 'The last day of the holiday.' }),
    other: await post('Cooking pasta', 20, { description: 'Tomatoes and basil' }),
    hidden: await post('Holiday secrets', 10, { public: false }),
  };
  return { author, me, posts };
}

type Client = Awaited<ReturnType<typeof signedInUser>>['client'];

async function search(client: Client, searchTerm: string, extra: Record<string, string> = {}) {
  const res = await client.call(api.posts.feed, { query: { searchTerm, ...extra } as never });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { titles: res.body.data.map((p) => p.title), total: res.body.total };
}

describe('GET /post/feed/list?searchTerm=', () => {
  it('matches word prefixes in title and description, title matches first', async () => {
    const { me } = await world();
    expect(await search(me.client, 'hol')).toEqual({
      titles: ['Our summer holiday in Rome', 'Rome, day three'],
      total: 2,
    });
    expect((await search(me.client, 'HOLIDAY')).titles).toEqual(['Our summer holiday in Rome', 'Rome, day three']);
  });

  it('needs every word of the term', async () => {
    const { me } = await world();
    expect((await search(me.client, 'summer hol')).titles).toEqual(['Our summer holiday in Rome']);
    expect((await search(me.client, 'rome pasta')).titles).toEqual([]);
  });

  it('finds a title despite a typo (trigram similarity)', async () => {
    const { me } = await world();
    expect((await search(me.client, 'holdiay')).titles).toEqual(['Our summer holiday in Rome']);
    expect((await search(me.client, 'pastaa')).titles).toEqual(['Cooking pasta']);
    expect((await search(me.client, 'zebra')).titles).toEqual([]);
  });

  it('ranks prefix matches above typo matches, however old', async () => {
    const { me, author } = await world();
    await insertPost(server, author.user.id, { title: 'Roma by night', createdAt: minutesAgo(600) });
    expect((await search(me.client, 'roma')).titles).toEqual([
      'Roma by night',
      'Rome, day three',
      'Our summer holiday in Rome',
    ]);
  });

  it('ranks more words in the title higher, however old', async () => {
    const { me, author } = await world();
    await insertPost(server, author.user.id, { title: 'Summer in the city', description: 'Then Rome.' });
    expect((await search(me.client, 'summer rome')).titles).toEqual([
      'Our summer holiday in Rome',
      'Summer in the city',
    ]);
  });

  it('ranks the typo matches by how close the title word is, then newest', async () => {
    const { me, author } = await world();
    const post = (title: string, minutes: number) =>
      insertPost(server, author.user.id, { title, createdAt: minutesAgo(minutes) });
    await post('Pianola evening', 5);
    await post('Piano recital', 500);
    await post('Piano duets', 50);
    // 'piano' is 0.63 from 'pianno', 'pianola' 0.36.
    expect(await search(me.client, 'pianno')).toEqual({
      titles: ['Piano duets', 'Piano recital', 'Pianola evening'],
      total: 3,
    });
  });

  it('finds a typo in one word of several, and only in titles', async () => {
    const { me } = await world();
    expect((await search(me.client, 'summer holdiay')).titles).toEqual(['Our summer holiday in Rome']);
    // 'Rome, day three' has the holiday in its description only.
    expect((await search(me.client, 'holdiay rome')).titles).toEqual(['Our summer holiday in Rome']);
  });

  it('knows the words of titles added or changed later', async () => {
    const { me, author } = await world();
    const post = await insertPost(server, author.user.id, { title: 'Xylophone basics' });
    expect((await search(me.client, 'xylophne')).titles).toEqual(['Xylophone basics']);
    await server.db.updateTable('posts').set({ title: 'Marimba basics' }).where('id', '=', post.id).execute();
    expect((await search(me.client, 'marimab')).titles).toEqual(['Marimba basics']);
    expect((await search(me.client, 'xylophne')).titles).toEqual([]);
  });

  it('counts every match on a page past the last', async () => {
    const { me } = await world();
    const res = await me.client.call(api.posts.feed, { query: { searchTerm: 'rome', skip: 10 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: [], total: 2 });
  });

  it('follows another sort when one is asked for', async () => {
    const { me } = await world();
    expect((await search(me.client, 'holiday', { sort: 'newest' })).titles).toEqual([
      'Rome, day three',
      'Our summer holiday in Rome',
    ]);
  });

  it("never finds a post the caller may not see, but finds the author's own", async () => {
    const { me, author } = await world();
    expect((await search(me.client, 'secrets')).titles).toEqual([]);
    expect((await search(author.client, 'secrets')).titles).toEqual(['Holiday secrets']);
    // Nor by a typo of its title's words.
    expect((await search(me.client, 'secrest')).titles).toEqual([]);
    expect((await search(author.client, 'secrest')).titles).toEqual(['Holiday secrets']);
  });

  it('takes search syntax as plain text', async () => {
    const { me } = await world();
    for (const term of ["holiday')|(!", 'hol:* | past', '&&&', '\\', "'; drop table posts; --", '%_']) {
      const res = await me.client.call(api.posts.feed, { query: { searchTerm: term } });
      expect(res.status, term).toBe(200);
    }
    expect((await search(me.client, "holiday')|(!")).titles).toEqual(['Our summer holiday in Rome', 'Rome, day three']);
    expect((await search(me.client, 'hol:* | past')).titles).toEqual([]);
  });

  it('refuses a term with a control character (a 500 before: PostgreSQL cannot store NUL)', async () => {
    const { me } = await world();
    for (const searchTerm of ['holiday\u0000', '\u001b[31mholiday']) {
      const res = await me.client.call(api.posts.feed, { query: { searchTerm } });
      expect(res.status, JSON.stringify(searchTerm)).toBe(400);
      expect(res.body.message).toEqual(['Search contains characters that are not allowed']);
    }
  });

  it('searches within the zone of a zone site', async () => {
    const { me, author } = await world();
    const zone = await insertZone(server, author.user);
    const channel = await insertChannel(server, zone.id, author.user);
    await insertPost(server, author.user.id, { title: 'Zone holiday', channel });
    const res = await me.client.call(
      api.posts.feed,
      { query: { searchTerm: 'holiday' } },
      { headers: { 'App-Subdomain': zone.subdomain } },
    );
    expect(res.body.data.map((p) => p.title)).toEqual(['Zone holiday']);
    expect(res.body.total).toBe(1);
  });
});
