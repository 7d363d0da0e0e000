import pg from 'pg';

export interface OwnDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Runs one statement on the PostgreSQL server `serverUrl` names, on a connection of its own. */
async function onServer(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A bench's own empty database `name` on that server (one a crashed run left is dropped first). */
export async function ownDatabase(serverUrl: string, name: string): Promise<OwnDatabase> {
  await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}
