import type { Database } from '../../db/database';
import type { Env } from '../../env';
import { createHttpTransportGateway } from './http-transport-gateway';
import { createLocalTransportGateway } from './local-transport-gateway';
import type { TransportGateway } from './transport-gateway';

/** The gateway chosen once from the environment (docs/adr/0042: a local driver is announced at start). */
export function createTransportGateway(env: Env, database: Database, now: () => number): TransportGateway {
  if (env.TRANSPORT_GATEWAY === 'http') return createHttpTransportGateway({ timeoutMs: env.TRANSPORT_GATEWAY_TIMEOUT_MS, now });
  return createLocalTransportGateway(database, { rejectRate: env.TRANSPORT_GATEWAY_LOCAL_REJECT_RATE, timeoutRate: env.TRANSPORT_GATEWAY_LOCAL_TIMEOUT_RATE });
}

export function transportGatewayWarnings(gateway: TransportGateway): string[] {
  return gateway.kind === 'local' ? ['transport gateway: local — signed transport orders are recorded locally, nothing is transmitted to the authority'] : [];
}
