import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MSG } from '@busdesk/api-contract';
import type { Database } from '../../db/database';
import type { SqlRow } from '../../db/row-types';
import type { transportLocalGatewayRecords } from '../../db/schema/index';
import type { TransportGateway, TransportGatewayAnswer, TransportSend } from './transport-gateway';

type RecordRow = Pick<SqlRow<typeof transportLocalGatewayRecords>, 'outcome' | 'message'>;

export interface LocalGatewayOptions {
  /** Share of first receipts answered with a rejection (0…1). */
  rejectRate: number;
  /** Share of sends whose answer is lost (0…1): nothing is recorded, so a retry rolls again. */
  timeoutRate: number;
  /** 0 ≤ x < 1; Math.random by default, a fixed sequence in tests. */
  random?: () => number;
}

const local = (message: string) => `${message} (${MSG.transport.gatewayLocal})`;

/**
 * The embedded default (docs/adr/0042, 0081): answers like an authority would — accepts, rejects with a reason, or
 * lets the answer time out — and delivers nothing. What it "received" is kept in transport_local_gateway_records,
 * one row per (order, version, side): a second send of that version answers the first outcome.
 */
export function createLocalTransportGateway(database: Database, opts: LocalGatewayOptions): TransportGateway {
  const random = opts.random ?? Math.random;
  const recorded = async (s: TransportSend): Promise<RecordRow | undefined> =>
    (
      await database.rows<RecordRow>(
        sql`select outcome, message from transport_local_gateway_records where order_id = ${s.orderId} and version = ${s.version} and side = ${s.side}`,
      )
    )[0];
  return {
    kind: 'local',
    async send(s: TransportSend): Promise<TransportGatewayAnswer> {
      const first = await recorded(s);
      if (first) return { outcome: first.outcome as 'accepted' | 'rejected', message: first.message };
      const roll = random();
      if (roll < opts.timeoutRate) return { outcome: 'timeout', message: local(MSG.transport.gatewayTimeout) };
      const rejected = roll < opts.timeoutRate + opts.rejectRate;
      // The reason follows from the document, so the same version is always refused for the same reason.
      const reasons = MSG.transport.localRejectReasons;
      const reason = reasons[createHash('sha256').update(`${s.orderId}:${s.version}:${s.side}`).digest()[0]! % reasons.length]!;
      const answer: RecordRow = rejected
        ? { outcome: 'rejected', message: local(MSG.transport.gatewayRejected(reason)) }
        : { outcome: 'accepted', message: local(MSG.transport.gatewayAccepted) };
      // Two instances sending the same version at once: the first insert wins and both answer its outcome.
      await database.rows(sql`
        insert into transport_local_gateway_records (order_id, version, side, outcome, message, delivered)
        values (${s.orderId}, ${s.version}, ${s.side}, ${answer.outcome}, ${answer.message}, false)
        on conflict (order_id, version, side) do nothing`);
      const kept = await recorded(s);
      return { outcome: (kept?.outcome ?? answer.outcome) as 'accepted' | 'rejected', message: kept?.message ?? answer.message };
    },
  };
}
