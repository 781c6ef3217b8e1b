// Demo mode without open doors (issue 10 §7): webhook and wallet secrets are random per database, stored, and
// rotatable by an ADMIN, with the previous secret accepted for a grace period and refused after it. The clock is
// the app's injectable `now`; nothing sleeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, PAYMENT_WEBHOOK_SECRET_GRACE_MS, rotateWebhookSecretEndpoint, type TPaymentWebhookBody, type TRotateWebhookSecretResponse } from '@busdesk/api-contract';
import { openDatabase, type Database } from '../src/db/database';
import { seedDemo } from '../src/db/seed/seed-demo';
import { bearer, createEmptyDatabase, createTestApp, login, type TestApp } from '../test-support/test-app';
import { deliver, newTransactionId, webhookSecret } from '../test-support/payments-fixtures';
import { messageOf } from '../test-support/sales-booking-fixtures';

const COMPANY = 'c-minhphat';
const HOUR = 3_600_000;

type ConfigRow = { company_id: string; bank_account_number: string; wallet_partner_code: string | null; webhook_secret: string; wallet_secret: string | null };
const configs = (db: Pick<Database, 'rows'>) =>
  db.rows<ConfigRow>(sql`select company_id, bank_account_number, wallet_partner_code, webhook_secret, wallet_secret from company_payment_configs order by company_id`);
const plates = (db: Pick<Database, 'rows'>) => db.rows<{ id: string; number_plate: string }>(sql`select id, number_plate from vehicles order by id`);

describe('secrets of a freshly seeded database', () => {
  let t: TestApp;
  let fresh: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    // The template every test copies was seeded once; this is a second, independent seed of an empty database.
    t = await createTestApp();
    const empty = await createEmptyDatabase();
    drop = empty.drop;
    fresh = await openDatabase({ dataDir: empty.dataDir, databaseUrl: empty.databaseUrl });
    await fresh.migrate();
    await seedDemo(fresh, { hashPassword: async (p) => `test:${p}` });
  });
  afterAll(async () => {
    await fresh?.close();
    await drop?.();
    await t?.close();
  });

  it('differ between two seeds, while the rest of the demo data is the same', async () => {
    const first = await configs(t.app.database);
    const second = await configs(fresh);
    expect(first.map((c) => c.company_id)).toEqual(second.map((c) => c.company_id));
    expect(first).toHaveLength(6);
    for (const [a, b] of first.map((c, i) => [c, second[i]!] as const)) {
      expect(a.webhook_secret).toMatch(/^[0-9a-f]{64}$/);
      expect(b.webhook_secret).toMatch(/^[0-9a-f]{64}$/);
      expect(a.webhook_secret).not.toBe(b.webhook_secret);
      expect(a.wallet_secret === null).toBe(a.wallet_partner_code === null);
      if (a.wallet_secret) expect(a.wallet_secret).not.toBe(b.wallet_secret);
      // Deterministic demo data stays deterministic: accounts, merchant codes.
      expect([a.bank_account_number, a.wallet_partner_code]).toEqual([b.bank_account_number, b.wallet_partner_code]);
    }
    // No two companies share a secret either.
    expect(new Set([...first, ...second].map((c) => c.webhook_secret)).size).toBe(12);
    expect(await plates(fresh)).toEqual(await plates(t.app.database));
  });
});

describe('rotating a company’s webhook secret', () => {
  let t: TestApp;
  let clock = Date.now();
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    for (const [user, password] of [['admin', 'admin123'], ['staff', 'staff123'], ['admin2', 'admin123']] as const) tokens[user] = await login(t.app, user, password);
  });
  afterAll(() => t.close());

  const rotate = (token: string | null, companyId: string) =>
    t.app.inject({ method: 'POST', url: rotateWebhookSecretEndpoint.path, headers: token ? bearer(token) : {}, payload: { companyId } });
  /** A confirmation for no bill: stored (200) when the signature is accepted, whatever it pays. */
  const unmatched = (): TPaymentWebhookBody => ({ transactionId: newTransactionId(), companyId: COMPANY, billNumber: 'BDNOBILL', amount: 1000 });
  const deliverAt = (secret: string) => deliver(t.app, { body: unmatched(), secret, timestamp: Math.floor(clock / 1000) });

  it('is for a signed-in ADMIN of an agency the company approved, only', async () => {
    expect((await rotate(null, COMPANY)).statusCode).toBe(401);
    expect((await rotate(tokens.staff!, COMPANY)).statusCode).toBe(403);
    // Sao Việt does not sell for Minh Phát; Bến xe Miền Đông's link to Tân Việt is pending, to Hòa Bình rejected.
    for (const [token, company] of [[tokens.admin2!, COMPANY], [tokens.admin!, 'c-tanviet'], [tokens.admin!, 'c-hoabinh'], [tokens.admin!, 'c-nope']] as const) {
      const res = await rotate(token, company);
      expect([res.statusCode, messageOf(res)]).toEqual([404, MSG.server.notFound]);
    }
    const empty = await rotate(tokens.admin!, '');
    expect(empty.statusCode).toBe(400);
  });

  it('accepts the previous secret during the grace period and refuses it after; the new one from the start', async () => {
    const old = await webhookSecret(t.app, COMPANY);
    expect((await deliverAt(old)).statusCode).toBe(200);

    const res = await rotate(tokens.admin!, COMPANY);
    expect(res.statusCode).toBe(200);
    const rotated = res.json().results as TRotateWebhookSecretResponse;
    expect(rotated.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated.webhookSecret).not.toBe(old);
    expect(rotated).toMatchObject({ companyId: COMPANY, rotatedAt: clock, previousAcceptedUntil: clock + PAYMENT_WEBHOOK_SECRET_GRACE_MS });
    // Stored: what the local simulator signs with is read from the database.
    expect(await webhookSecret(t.app, COMPANY)).toBe(rotated.webhookSecret);
    expect(PAYMENT_WEBHOOK_SECRET_GRACE_MS).toBe(24 * HOUR);

    expect((await deliverAt(rotated.webhookSecret)).statusCode).toBe(200);
    expect((await deliverAt(old)).statusCode).toBe(200);
    clock = rotated.previousAcceptedUntil - 60_000;
    expect((await deliverAt(old)).statusCode).toBe(200);
    clock = rotated.previousAcceptedUntil + 1000;
    const late = await deliverAt(old);
    expect([late.statusCode, messageOf(late)]).toEqual([401, MSG.payments.badSignature]);
    expect((await deliverAt(rotated.webhookSecret)).statusCode).toBe(200);
    // Other companies' secrets did not change.
    expect((await deliver(t.app, { body: { ...unmatched(), companyId: 'c-hungthinh' }, secret: await webhookSecret(t.app, 'c-hungthinh'), timestamp: Math.floor(clock / 1000) })).statusCode).toBe(200);
  });

  it('keeps only the secret just replaced: a second rotation ends the first secret’s grace at once', async () => {
    const first = await webhookSecret(t.app, COMPANY);
    const second = ((await rotate(tokens.admin!, COMPANY)).json().results as TRotateWebhookSecretResponse).webhookSecret;
    const third = ((await rotate(tokens.admin!, COMPANY)).json().results as TRotateWebhookSecretResponse).webhookSecret;
    expect(new Set([first, second, third]).size).toBe(3);
    expect((await deliverAt(first)).statusCode).toBe(401);
    expect((await deliverAt(second)).statusCode).toBe(200);
    expect((await deliverAt(third)).statusCode).toBe(200);
  });
});
