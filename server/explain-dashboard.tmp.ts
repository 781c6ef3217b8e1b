import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from './src/db/database';
import { dashboard } from './src/reports/dashboard';

const database = await openDatabase({ dataDir: '/tmp/i13d-bench-data' });
const plans: string[] = [];
const explaining = {
  ...database,
  rows: async <T extends Record<string, unknown>>(q: SQL) => {
    const rows = await database.rows<Record<string, string>>(sql`explain (analyze, buffers) ${q}`);
    plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
    return database.rows<T>(q);
  },
} as typeof database;
const who = process.argv[2] ?? 'admin';
const scope = who === 'staff' ? { partnerIds: ['p-bxmd'], sellerId: 'u-staff' } : { partnerIds: ['p-bxmd', 'p-bxmd-moi'], sellerId: null };
const [s, e] = [Number(process.argv[3] ?? 20260811), Number(process.argv[4] ?? 20260817)];
await dashboard(database, scope, { startDate: s, endDate: e }, Date.now);
await dashboard(explaining, scope, { startDate: s, endDate: e }, Date.now);
console.log(plans.join('\n\n=====\n\n'));
await database.close();
