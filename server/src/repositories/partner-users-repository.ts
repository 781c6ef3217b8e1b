import { and, asc, eq, sql } from 'drizzle-orm';
import { MoneyType, TRANSACTION_STATUS_CODE, TransactionType, type TPartnerUser, type TRole } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import { partnerUsers } from '../db/schema/index';

type UserRow = typeof partnerUsers.$inferSelect;

export const toPartnerUser = (u: UserRow): TPartnerUser => ({
  id: u.id,
  name: u.name,
  username: u.username,
  debtLimit: u.debtLimit,
  currentDebt: u.currentDebt,
  commission: u.commission,
  role: u.role as TRole,
  isActive: u.isActive,
  routeIds: u.routeIds,
  partnerId: u.partnerId,
});

export interface NewPartnerUser {
  partnerId: string;
  name: string;
  username: string;
  passwordHash: string;
  role: TRole;
  debtLimit?: number | undefined;
  commission?: number | undefined;
  routeIds?: string[] | undefined;
}

export function createPartnerUsersRepository({ db }: Database) {
  return {
    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(partnerUsers).where(eq(partnerUsers.username, username)).limit(1);
      return row;
    },

    /** Scoped lookup: a user of another partner is "not found". */
    async findInPartner(partnerId: string, userId: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(partnerUsers)
        .where(and(eq(partnerUsers.id, userId), eq(partnerUsers.partnerId, partnerId)))
        .limit(1);
      return row;
    },

    listByPartner(partnerId: string): Promise<UserRow[]> {
      return db.select().from(partnerUsers).where(eq(partnerUsers.partnerId, partnerId)).orderBy(asc(partnerUsers.createdAt), asc(partnerUsers.id));
    },

    async create(input: NewPartnerUser): Promise<UserRow> {
      const [row] = await db
        .insert(partnerUsers)
        .values({
          partnerId: input.partnerId,
          name: input.name,
          username: input.username,
          passwordHash: input.passwordHash,
          role: input.role,
          debtLimit: input.debtLimit ?? 0,
          commission: input.commission ?? 0,
          routeIds: input.routeIds ?? [],
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async update(
      partnerId: string,
      userId: string,
      patch: Partial<Pick<UserRow, 'name' | 'debtLimit' | 'commission' | 'routeIds' | 'isActive' | 'passwordHash' | 'mustChangePassword'>>,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(partnerUsers)
        .set({ ...patch, updatedAt: Date.now() })
        .where(and(eq(partnerUsers.id, userId), eq(partnerUsers.partnerId, partnerId)))
        .returning();
      return row;
    },

    /**
     * A top-up entry ('Nạp tiền', docs/adr/0070) for an employee of the partner, written only if the employee is the
     * partner's (the check and the write are one statement); undefined when not. Entries are never updated.
     */
    async insertTopUp(
      partnerId: string,
      entry: { userId: string; amount: number; description: string; byUserId: string; now: number },
    ): Promise<{ id: string; partner_user_id: string; amount: number; description: string; pay_date: number } | undefined> {
      const { rows } = (await db.execute(sql`
        insert into partner_transactions (partner_id, partner_user_id, pay_date, balance_type, transaction_type, amount, description, status, created_by_user_id)
        select pu.partner_id, pu.id, ${entry.now}::bigint, ${sql.raw(String(MoneyType.MANUAL_CHANGE))}, ${sql.raw(String(TransactionType.COMPANY_FEE))},
          ${entry.amount}::bigint, ${entry.description}::text, ${sql.raw(String(TRANSACTION_STATUS_CODE.SUCCESS))}, ${entry.byUserId}::text
        from partner_users pu where pu.id = ${entry.userId} and pu.partner_id = ${partnerId}
        returning id, partner_user_id, amount, description, pay_date`)) as unknown as {
        rows: Array<{ id: string; partner_user_id: string; amount: number | string; description: string; pay_date: number | string }>;
      };
      const row = rows[0];
      return row && { ...row, amount: Number(row.amount), pay_date: Number(row.pay_date) };
    },
  };
}
export type PartnerUsersRepository = ReturnType<typeof createPartnerUsersRepository>;
