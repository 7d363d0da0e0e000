import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

const secretsSchema = z.object({ jwtSecret: z.string().min(32) });
export type Secrets = z.infer<typeof secretsSchema>;

/**
 * Secrets not given in the environment are generated on first run and kept in DATA_DIR
 * (mode 0600), so restarts keep sessions valid and nothing secret is ever committed.
 */
export async function loadSecrets(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<Secrets> {
  if (env.JWT_SECRET) return secretsSchema.parse({ jwtSecret: env.JWT_SECRET });
  const file = join(dataDir, 'secrets.json');
  try {
    return secretsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secrets: Secrets = { jwtSecret: randomBytes(48).toString('base64url') };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(secrets), { mode: 0o600, flag: 'wx' });
  return secrets;
}
