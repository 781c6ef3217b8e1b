import { sql } from 'drizzle-orm';
import { bigint, boolean, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Text primary key; seeded rows use readable ids, rows created later get a UUID. */
export const idColumn = () =>
  text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);

/** A required reference to another table's id: `requiredRef('route_id', () => routes.id)`. */
export const requiredRef = <N extends string>(name: N, target: () => AnyPgColumn) => text(name).notNull().references(target);

/** Integer money in đồng (bank QR amounts are minor units, see bank_qr_transactions). int8 read as number. */
export const money = <N extends string>(name: N) => bigint(name, { mode: 'number' }).notNull().default(0);

/** An instant in epoch milliseconds (the seeds send and show instants this way). */
export const epochMs = <N extends string>(name: N) => bigint(name, { mode: 'number' });

export const nowMs = sql`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

export const createdAt = () => epochMs('created_at').notNull().default(nowMs);

/**
 * What became of a message ('delivered' | 'failed' | 'local', MessageDelivery in api-contract): 'local' is a message
 * a local driver only recorded (demo mode). Null on rows recorded before delivery was tracked (migration 0004).
 */
export const delivery = () => text('delivery');
/** Why a message was not delivered though nothing failed: 'recorded locally, not delivered' for a local driver. */
export const deliveryNote = () => text('delivery_note');
/**
 * A bill, order or payment of the local (simulated) bank or wallet: no money moved. Null on rows made before this
 * was recorded (migration 0004); only false is a real payment.
 */
export const simulated = () => boolean('simulated');
