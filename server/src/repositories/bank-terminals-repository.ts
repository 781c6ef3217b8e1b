import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bankTerminals, localBankOtps, smsRecords } from '../db/schema/index';
import type { Tx } from '../db/sql';

export type BankTerminalRow = typeof bankTerminals.$inferSelect;
export type NewBankTerminalRequest = Pick<typeof bankTerminals.$inferInsert, 'partnerId' | 'bankAccountNumber' | 'bankAccountName' | 'phoneNo' | 'identityNumber' | 'requestId' | 'status' | 'createdDate'>;
export type LocalBankOtpRow = typeof localBankOtps.$inferSelect;

/** The status of a registration whose OTP is awaited (not one of the bank's; it reads 'Đang xác minh'). */
export const VERIFYING = 'verifying';
/** SMS message type of one-time passwords (002 §9: type 9 is left out of the SMS configuration list). */
export const OTP_MESSAGE_TYPE = 9;

/**
 * The agencies' bank QR terminal registrations (one row per request), and the local bank's OTPs and OTP messages.
 * Every query is scoped to one partner.
 */
export function createBankTerminalsRepository(database: Database) {
  const { db } = database;
  return {
    /** The agency's active terminal (at most one: bank_terminals_active_uq). */
    async active(partnerId: string): Promise<BankTerminalRow | null> {
      const [row] = await db.select().from(bankTerminals).where(and(eq(bankTerminals.partnerId, partnerId), eq(bankTerminals.status, 'success'))).limit(1);
      return row ?? null;
    },
    /** The agency's latest registration that is not awaiting its OTP (what the screen shows when none is active). */
    async latestSettled(partnerId: string): Promise<BankTerminalRow | null> {
      const [row] = await db
        .select()
        .from(bankTerminals)
        .where(and(eq(bankTerminals.partnerId, partnerId), ne(bankTerminals.status, VERIFYING)))
        .orderBy(desc(bankTerminals.createdDate))
        .limit(1);
      return row ?? null;
    },
    /** The agency's latest request awaiting its OTP, made after `since`. */
    async pending(partnerId: string, since: number): Promise<BankTerminalRow | null> {
      const [row] = await db
        .select()
        .from(bankTerminals)
        .where(and(eq(bankTerminals.partnerId, partnerId), eq(bankTerminals.status, VERIFYING), gt(bankTerminals.createdDate, since)))
        .orderBy(desc(bankTerminals.createdDate))
        .limit(1);
      return row ?? null;
    },
    /** How many registrations the agency requested after `since` (the OTP send limit). */
    async requestsSince(partnerId: string, since: number): Promise<number> {
      const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from bank_terminals where partner_id = ${partnerId} and created_at > ${since}`);
      return row?.n ?? 0;
    },
    async insertRequest(request: NewBankTerminalRequest): Promise<BankTerminalRow> {
      const [row] = await db.insert(bankTerminals).values(request).returning();
      return row!;
    },
    /** The agency's request by the bank's requestId (another agency's reads as absent). */
    async byRequest(partnerId: string, requestId: string): Promise<BankTerminalRow | null> {
      const [row] = await db.select().from(bankTerminals).where(and(eq(bankTerminals.partnerId, partnerId), eq(bankTerminals.requestId, requestId))).limit(1);
      return row ?? null;
    },
    /**
     * Records the bank's answer to a confirmed request. When it is active ('success'), the agency's previous active
     * terminal becomes 'delete' in the same transaction: bills never see two accounts.
     */
    async settle(id: string, partnerId: string, answer: { terminalId: string; status: string }, now: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (answer.status === 'success') {
          await tx
            .update(bankTerminals)
            .set({ status: 'delete', updatedAt: now })
            .where(and(eq(bankTerminals.partnerId, partnerId), eq(bankTerminals.status, 'success'), ne(bankTerminals.id, id)));
        }
        await tx.update(bankTerminals).set({ terminalId: answer.terminalId, status: answer.status, updatedAt: now }).where(eq(bankTerminals.id, id));
      });
    },
    async setStatus(id: string, status: string, now: number): Promise<void> {
      await db.update(bankTerminals).set({ status, updatedAt: now }).where(eq(bankTerminals.id, id));
    },

    // The local (simulated) bank's side.
    async insertOtp(otp: Pick<typeof localBankOtps.$inferInsert, 'requestId' | 'partnerId' | 'otpHash' | 'expiresAt'>): Promise<void> {
      await db.insert(localBankOtps).values(otp);
    },
    async otp(partnerId: string, requestId: string): Promise<LocalBankOtpRow | null> {
      const [row] = await db.select().from(localBankOtps).where(and(eq(localBankOtps.partnerId, partnerId), eq(localBankOtps.requestId, requestId))).limit(1);
      return row ?? null;
    },
    /** Counts a wrong attempt; answers the attempts made so far. */
    async failedAttempt(requestId: string): Promise<number> {
      const [row] = await db
        .update(localBankOtps)
        .set({ attempts: sql`${localBankOtps.attempts} + 1` })
        .where(eq(localBankOtps.requestId, requestId))
        .returning({ attempts: localBankOtps.attempts });
      return row?.attempts ?? Number.MAX_SAFE_INTEGER;
    },
    /** Marks the OTP used, once: false when another confirmation used it first. */
    async useOtp(requestId: string, now: number): Promise<boolean> {
      const rows = await database.rows(sql`update local_bank_otps set used_at = ${now} where request_id = ${requestId} and used_at is null returning request_id`);
      return rows.length === 1;
    },
    /** The OTP SMS as a message record, in the caller's transaction (it records the change). */
    async recordOtpSms(tx: Tx, record: Omit<typeof smsRecords.$inferInsert, 'messageType' | 'objectType'>): Promise<void> {
      await tx.insert(smsRecords).values({ ...record, objectType: 1500, messageType: OTP_MESSAGE_TYPE });
    },
    /** The agency's latest OTP messages, newest first (the local bank simulator shows them). */
    async otpMessages(partnerId: string, limit = 20) {
      return db
        .select({ phoneNumber: smsRecords.phoneNumber, content: smsRecords.content, sendDate: smsRecords.sendDate, delivery: smsRecords.delivery })
        .from(smsRecords)
        .where(and(eq(smsRecords.partnerId, partnerId), eq(smsRecords.messageType, OTP_MESSAGE_TYPE)))
        .orderBy(desc(smsRecords.sendDate))
        .limit(limit);
    },
  };
}
export type BankTerminalsRepository = ReturnType<typeof createBankTerminalsRepository>;
