import { hash, verify } from '@node-rs/argon2';

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
