import argon2, { type HashOptions } from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): 20-40 ms on this class of machine.
let options: HashOptions = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * For test suites that sign up thousands of accounts in-process: argon2id at its lowest cost.
 * Hashes stay argon2id strings (verification reads the cost from the hash), so nothing else
 * changes. Never called by the server.
 */
export function hashPasswordsCheaplyForTests(): void {
  options = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 };
}

let dummyHash: Promise<string> | undefined;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

/** Checks a password against a stored hash; false on any mismatch or malformed hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Spends the same time as a real check, so unknown emails are not told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-just-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
