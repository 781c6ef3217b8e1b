import { hash, verify } from '@node-rs/argon2';
import { randomInt } from 'node:crypto';

/** Algorithm.Argon2id; the package's const enum cannot be read under verbatimModuleSyntax. */
const ARGON2ID = 2;

export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}

/** argon2id; cost tuned so one hash is ~20–50 ms here (bench/src/server-login.ts prints it). */
export function createPasswordHasher(cost: PasswordCost) {
  const options = { algorithm: ARGON2ID, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 };
  let dummyHash: Promise<string> | null = null;
  return {
    hash: (password: string) => hash(password, options),
    async verify(passwordHash: string, password: string): Promise<boolean> {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    /** Spends the same time as a real check so an unknown username can't be told apart by timing. */
    async verifyDummy(password: string): Promise<void> {
      dummyHash ??= hash('busdesk-dummy-password', options);
      await verify(await dummyHash, password).catch(() => false);
    },
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;

/** Letters and digits a person reads back without doubt (no 0/O, 1/l/I). */
const ONE_TIME_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A one-time password for an ADMIN's reset (ADR 0054): 12 characters drawn with node's CSPRNG (crypto.randomInt, no
 * modulo bias), about 70 bits. Shown once; the user must replace it at the next sign-in.
 */
export function oneTimePassword(length = 12): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ONE_TIME_ALPHABET[randomInt(ONE_TIME_ALPHABET.length)];
  return out;
}
