import { setPasswordHashCostsForTests } from '../../src/features/auth/passwords.js';

/**
 * argon2id's cheapest costs for every password the API tests hash: at production's 19 MiB and 2
 * passes each sign-up and sign-in took about 80 ms of a loaded core, for thousands of them per
 * pass. Production's costs are checked in test/auth/initial-user.test.ts, and by every server the
 * tests start as a separate process.
 */
export const TEST_PASSWORD_HASH_COSTS = { memoryCost: 8, timeCost: 1 };

setPasswordHashCostsForTests(TEST_PASSWORD_HASH_COSTS);
