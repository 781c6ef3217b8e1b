import { and, asc, eq } from 'drizzle-orm';
import type { TPartnerUser, TRole } from '@busdesk/api-contract';
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
  };
}
export type PartnerUsersRepository = ReturnType<typeof createPartnerUsersRepository>;
