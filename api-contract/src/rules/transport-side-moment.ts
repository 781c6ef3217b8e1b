import type { TTransportOrderDocument, TTransportSide } from '../api/transport-orders';

/**
 * The moment a side's station recorded (docs/adr/0126): up, the actual departure (GioXuatBenThucTe); down, the arrival
 * at the station (GioVaoBen), or the confirmation time in an order whose arrival block carries only that. The view,
 * the edit dialog and an upload's recorded times read it here.
 */
export const sideMoment = (doc: Pick<TTransportOrderDocument, 'up' | 'down'> | null | undefined, side: TTransportSide): number | null =>
  side === 'up' ? (doc?.up?.departureTime ?? null) : (doc?.down?.entryTime ?? doc?.down?.confirmTime ?? null);
