import type { Table } from 'drizzle-orm';

type Columns<T extends Table> = T['_']['columns'];

/**
 * A table's row as raw SQL returns it, keyed by SQL column name (`ticket_code`), derived from the drizzle schema: the
 * names are the columns' own and the value types their select types, so a hand-written query's row shape cannot
 * drift from the table. `SqlRow<typeof tickets>`.
 */
export type SqlRow<T extends Table> = {
  [K in keyof Columns<T> as Columns<T>[K]['_']['name']]: T['$inferSelect'][K & keyof T['$inferSelect']];
};

/** The same for an insert: columns with a default (or nullable) may be left out. */
export type SqlInsertRow<T extends Table> = {
  [K in keyof Columns<T> as Columns<T>[K]['_']['name']]: T['$inferInsert'][K & keyof T['$inferInsert']];
};
