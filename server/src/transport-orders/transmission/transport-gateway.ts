import type { TTransportSide } from '@busdesk/api-contract';
import type { TransportConfig } from '../../db/schema/partners';

/** One version of one side of an order, as the station sends it to the authority (docs/adr/0081, 0082). */
export interface TransportSend {
  orderId: string;
  code: string | null;
  version: number;
  side: TTransportSide;
  xml: string;
  /** The transport configuration of the side's station (000 §2.7): url, user, password, code, futaSecret. */
  config: TransportConfig;
}

export interface TransportGatewayAnswer {
  outcome: 'accepted' | 'rejected' | 'timeout';
  message: string;
}

/**
 * Where signed orders go. Idempotent per (order, version, side): sending the same version again answers the first
 * outcome, so a retry after a lost answer never makes a second transmission. A thrown error is an attempt that
 * failed before an answer (recorded as 'error' and retried).
 */
export interface TransportGateway {
  readonly kind: 'local' | 'http';
  send(send: TransportSend): Promise<TransportGatewayAnswer>;
}
