import type { TTransportOrderDocument, TTransportSide } from '@busdesk/api-contract';

/**
 * The moment a side's station recorded (docs/adr/0126): up, the actual departure (GioXuatBenThucTe); down, the arrival
 * at the station (GioVaoBen), or the confirmation time in an order whose arrival block carries only that.
 */
export const sideMoment = (doc: TTransportOrderDocument | null | undefined, side: TTransportSide): number | null =>
  side === 'up' ? (doc?.up?.departureTime ?? null) : (doc?.down?.entryTime ?? doc?.down?.confirmTime ?? null);
