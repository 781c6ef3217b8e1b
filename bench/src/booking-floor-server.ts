import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * The floor of booking-cluster.ts (issue 16): the least a Node HTTP server does to book a seat — pgbench's own two
 * statements (pgbench/booking.sql), each a prepared statement, sent for each POST by `node:http` and `pg` with a pool
 * of 10 connections as the server's (server/src/db/database.ts), the JSON body parsed and the inserted row answered
 * as JSON. No sign-in, no validation, no change dispatch, no realtime: what is left is what any Node server pays
 * for a request and its two statements. Its own process, as the server's (booking-server.ts): prints {base} when
 * ready; when its stdin ends it prints {cpuMs} spent since then and closes. Needs BENCH_FLOOR_DATABASE_URL.
 */
const databaseUrl = process.env.BENCH_FLOOR_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_FLOOR_DATABASE_URL is required');

/** pgbench's script as two statements with parameters: $1 the trip's number, $2 the seat's, $3 the ticket's id. */
function statementsOfPgbenchScript(): [string, string] {
  const script = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'pgbench', 'booking.sql'), 'utf8');
  const body = script
    .split('\n')
    .filter((line) => !line.startsWith('--') && !line.startsWith('\\'))
    .join('\n')
    .replaceAll(':trip', '$1::text')
    .replaceAll(':seat', '$2::text')
    .replaceAll(':uid', '$3::text');
  const statements = body
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (statements.length !== 2) throw new Error(`pgbench/booking.sql: expected 2 statements, found ${statements.length}`);
  return [statements[0]!, statements[1]!];
}

const [contextText, insertText] = statementsOfPgbenchScript();
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

interface FloorBooking {
  trip: number;
  seat: number;
  uid: string;
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    void (async () => {
      try {
        const { trip, seat, uid } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FloorBooking;
        const client = await pool.connect();
        try {
          const context = await client.query({ name: 'floor-context', text: contextText, values: [String(trip), String(seat)] });
          if (context.rowCount !== 1) throw new Error(`trip pgb-${trip} not found`);
          const inserted = await client.query({ name: 'floor-insert', text: insertText, values: [String(trip), String(seat), uid] });
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: 200, results: inserted.rows[0] }));
        } finally {
          client.release();
        }
      } catch (err) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 500, message: err instanceof Error ? err.message : String(err) }));
      }
    })();
  });
});

await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };
const cpuAtReady = process.cpuUsage();
process.stdout.write(`${JSON.stringify({ base: `http://127.0.0.1:${port}` })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  const used = process.cpuUsage(cpuAtReady);
  process.stdout.write(`${JSON.stringify({ cpuMs: (used.user + used.system) / 1000 })}\n`);
  server.close();
  void pool.end().then(() => process.exit(0));
});
