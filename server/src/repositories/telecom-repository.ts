import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { telecomCompanies, telecomNumbers } from '../db/schema/index';

export type TelecomCompanyRow = typeof telecomCompanies.$inferSelect;
/** A line with its company's name and provider; telecomConfig is the stored JSON text, secrets included. */
export interface TelecomLineRow {
  id: string;
  partnerId: string;
  telecomCompanyId: string;
  telecomCompanyName: string;
  provider: string;
  number: string;
  telecomConfig: string;
  createdDate: number;
}
export type TelecomLineWrite = Pick<typeof telecomNumbers.$inferInsert, 'telecomCompanyId' | 'number' | 'telecomConfig'>;

/** Characters LIKE treats specially, escaped so a typed '%' or '_' matches itself. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Telecom companies and the agencies' extension lines (000 §2.9). Every line query is scoped to one partner. */
export function createTelecomRepository(database: Database) {
  const { db } = database;
  const lineColumns = {
    id: telecomNumbers.id,
    partnerId: telecomNumbers.partnerId,
    telecomCompanyId: telecomNumbers.telecomCompanyId,
    telecomCompanyName: telecomCompanies.name,
    provider: telecomCompanies.provider,
    number: telecomNumbers.number,
    telecomConfig: telecomNumbers.telecomConfig,
    createdDate: telecomNumbers.createdDate,
  };
  const partnerLines = (partnerId: string, number?: string) =>
    and(eq(telecomNumbers.partnerId, partnerId), number ? ilike(telecomNumbers.number, likeText(number)) : undefined);
  return {
    companies: (): Promise<TelecomCompanyRow[]> => db.select().from(telecomCompanies).orderBy(asc(telecomCompanies.name)),
    async company(id: string): Promise<TelecomCompanyRow | null> {
      const [row] = await db.select().from(telecomCompanies).where(eq(telecomCompanies.id, id)).limit(1);
      return row ?? null;
    },
    /** One page of the partner's lines by number, and how many match in all. */
    async page(partnerId: string, opts: { page: number; count: number; number?: string | undefined }): Promise<{ rows: TelecomLineRow[]; total: number }> {
      const where = partnerLines(partnerId, opts.number);
      const rows = await db
        .select(lineColumns)
        .from(telecomNumbers)
        .innerJoin(telecomCompanies, eq(telecomCompanies.id, telecomNumbers.telecomCompanyId))
        .where(where)
        .orderBy(asc(telecomNumbers.number), asc(telecomNumbers.id))
        .limit(opts.count)
        .offset(opts.page * opts.count);
      const [total] = await db.select({ n: count() }).from(telecomNumbers).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    /** The partner's line (another partner's id reads as absent). */
    async line(partnerId: string, id: string): Promise<TelecomLineRow | null> {
      const [row] = await db
        .select(lineColumns)
        .from(telecomNumbers)
        .innerJoin(telecomCompanies, eq(telecomCompanies.id, telecomNumbers.telecomCompanyId))
        .where(and(eq(telecomNumbers.partnerId, partnerId), eq(telecomNumbers.id, id)))
        .limit(1);
      return row ?? null;
    },
    /** A line by its number, whatever its agency (a provider's webhook names the line; numbers are unique). */
    async lineByNumber(number: string): Promise<TelecomLineRow | null> {
      const [row] = await db
        .select(lineColumns)
        .from(telecomNumbers)
        .innerJoin(telecomCompanies, eq(telecomCompanies.id, telecomNumbers.telecomCompanyId))
        .where(eq(telecomNumbers.number, number))
        .limit(1);
      return row ?? null;
    },
    /** The partner's lines of one provider (the simulator lists the local ones). */
    linesOfProvider(partnerId: string, provider: string): Promise<TelecomLineRow[]> {
      return db
        .select(lineColumns)
        .from(telecomNumbers)
        .innerJoin(telecomCompanies, eq(telecomCompanies.id, telecomNumbers.telecomCompanyId))
        .where(and(eq(telecomNumbers.partnerId, partnerId), eq(telecomCompanies.provider, provider)))
        .orderBy(asc(telecomNumbers.number));
    },
    async insert(partnerId: string, line: TelecomLineWrite): Promise<string> {
      const [row] = await db.insert(telecomNumbers).values({ ...line, partnerId }).returning({ id: telecomNumbers.id });
      return row!.id;
    },
    /** Updates the partner's line; false when it is not the partner's. */
    async update(partnerId: string, id: string, line: TelecomLineWrite): Promise<boolean> {
      const rows = await db.update(telecomNumbers).set(line).where(and(eq(telecomNumbers.partnerId, partnerId), eq(telecomNumbers.id, id))).returning({ id: telecomNumbers.id });
      return rows.length === 1;
    },
    async remove(partnerId: string, id: string): Promise<boolean> {
      const rows = await db.delete(telecomNumbers).where(and(eq(telecomNumbers.partnerId, partnerId), eq(telecomNumbers.id, id))).returning({ id: telecomNumbers.id });
      return rows.length === 1;
    },
    /** Whether a number is taken by any line but `exceptId` (numbers are unique across agencies: the call topic is line/{number}). */
    async numberTaken(number: string, exceptId?: string): Promise<boolean> {
      const rows = await database.rows(sql`select 1 as ok from telecom_numbers where number = ${number} and id <> ${exceptId ?? ''} limit 1`);
      return rows.length > 0;
    },
  };
}
export type TelecomRepository = ReturnType<typeof createTelecomRepository>;
