import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is ambient-const, so its value is written out.
const ARGON2ID = 2 as Algorithm;

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Spends the same time as a real check, so an unknown account cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('plaza-dummy-password');
  await verifyPassword(await dummyHash, password);
}
