import { openDatabase } from '../src/db/database';
import { sql } from 'drizzle-orm';
const t0 = Date.now();
const d = await openDatabase({ dataDir: '/tmp/bd-test1' });
console.log('open', Date.now() - t0);
await d.migrate();
console.log('migrated', Date.now() - t0);
console.log(await d.rows(sql`select count(*) as n, 12345678901::bigint as b, sum(1::bigint) as s`));
await d.close();
