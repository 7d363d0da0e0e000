import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is ambient-const, so its value is written out.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const PASSWORD_HASH_COSTS = { memoryCost: 19456, timeCost: 2 } as const;

let costs: { memoryCost: number; timeCost: number } = PASSWORD_HASH_COSTS;

/**
 * Tests only (test/support/setup.ts): the costs of the hashes made from now on in this process. A
 * hash names its own costs, so verifying is the same for any.
 */
export function setPasswordHashCostsForTests(testCosts: { memoryCost: number; timeCost: number }): void {
  costs = testCosts;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, parallelism: 1, ...costs });
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
