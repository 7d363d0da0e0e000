import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { createInitialUser, insertUser } from '../support/factories.js';
import { useTestServer } from '../support/server.js';

const server = useTestServer();

async function signedIn() {
  const client = server.client();
  const { user, input } = await createInitialUser(client, { fullName: 'Ada Lovelace', userName: 'ada_first' });
  return { client, user, input };
}

describe('PUT /user/profile', () => {
  it('changes the full name and username and answers the whole user', async () => {
    const { client, user } = await signedIn();
    const res = await client.call(api.profile.update, { body: { fullName: '  Ada King  ', userName: 'countess' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...user, fullName: 'Ada King', userName: 'countess' });
    const again = await client.call(api.auth.retrieve);
    expect(again.body).toMatchObject({ fullName: 'Ada King', userName: 'countess' });
  });

  it('changes one field alone, and lets a user change the case of their own username', async () => {
    const { client } = await signedIn();
    const res = await client.call(api.profile.update, { body: { userName: 'Ada_First' } });
    expect(res.status).toBe(200);
    expect(res.body.userName).toBe('Ada_First');
    expect(res.body.fullName).toBe('Ada Lovelace');
  });

  it.each([
    [{ fullName: '' }, ['Full name is required']],
    [{ fullName: 'x'.repeat(65) }, ['Full name: Please enter up to 64 characters long']],
    [{ userName: 'abc' }, ['Username must be at least 4 characters long']],
    [{ userName: 'a'.repeat(17) }, ['Username: Please enter up to 16 characters long']],
    [{ userName: 'bad name!' }, ["Invalid user name: it may contain only alphanumeric characters and '_'"]],
    [{ fullName: 42 }, ['Full name must be text']],
  ])('refuses %j with the rule messages', async (body, expected) => {
    const { client } = await signedIn();
    const res = await client.call(api.profile.update, { body: body as never });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expected);
  });

  it('answers FIELDS_FOR_UPDATES_NOT_SPECIFIED when neither field is given', async () => {
    const { client } = await signedIn();
    const res = await client.call(api.profile.update, { body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'FIELDS_FOR_UPDATES_NOT_SPECIFIED',
      error: 'Please specify the fields to update.',
    });
  });

  it('answers NO_CHANGES_DETECTED when nothing differs', async () => {
    const { client } = await signedIn();
    const res = await client.call(api.profile.update, { body: { fullName: 'Ada Lovelace', userName: 'ada_first' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'NO_CHANGES_DETECTED', error: 'No changes detected.' });
  });

  it('answers USERNAME_ALREADY_TAKEN for a name someone else has, in any case', async () => {
    const { client } = await signedIn();
    await insertUser(server, { userName: 'grace_h' });
    const res = await client.call(api.profile.update, { body: { userName: 'GRACE_H' } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: 'USERNAME_ALREADY_TAKEN', error: 'This username is already taken.' });
  });

  it('answers NOT_SIGNED_IN to a signed-out caller and changes nothing', async () => {
    const { user } = await signedIn();
    const res = await server.client().call(api.profile.update, { body: { fullName: 'Mallory' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('NOT_SIGNED_IN');
    const row = await server.db.selectFrom('users').select('full_name').where('id', '=', user.id).executeTakeFirst();
    expect(row?.full_name).toBe('Ada Lovelace');
  });
});
