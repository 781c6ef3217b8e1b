import type { SQL } from 'drizzle-orm';
import { openDatabase } from './src/db/database';
import { dashboard } from './src/reports/dashboard';

const database = await openDatabase({ dataDir: '/tmp/i13d-bench-data' });
const times: number[][] = [];
let i = 0;
const timing = {
  ...database,
  rows: async <T extends Record<string, unknown>>(q: SQL) => {
    const t0 = performance.now();
    const r = await database.rows<T>(q);
    (times[i++] ??= []).push(performance.now() - t0);
    return r;
  },
} as typeof database;
const who = process.argv[2] ?? 'admin';
const scope = who === 'staff' ? { partnerIds: ['p-bxmd'], sellerId: 'u-staff' } : { partnerIds: ['p-bxmd', 'p-bxmd-moi'], sellerId: null };
const [s, e] = [Number(process.argv[3] ?? 20260811), Number(process.argv[4] ?? 20260817)];
for (let k = 0; k < 15; k++) {
  i = 0;
  await dashboard(timing, scope, { startDate: s, endDate: e }, Date.now);
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!.toFixed(1);
console.log(JSON.stringify({ who, s, e, medianMsPerQuery: times.map(med) }));
await database.close();
