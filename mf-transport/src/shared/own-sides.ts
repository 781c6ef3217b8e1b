import { canEditSide, canStationSign, type TTransportOrder, type TTransportSide } from '@busdesk/api-contract';
import type { StationUser } from './use-station-user';

/** The sides of an order the user's own station may edit (canEditSide); the server enforces the same rule. */
export function ownSides(order: TTransportOrder, user: StationUser | null): TTransportSide[] {
  if (!user) return [];
  const sides: TTransportSide[] = [];
  if (canEditSide({ partnerId: order.partnerUpId }, user)) sides.push('up');
  if (canEditSide({ partnerId: order.partnerDownId }, user)) sides.push('down');
  return sides;
}

/** Which signing buttons the user gets (002 §4 'Station signing'): its own or a child station's side, not at 3. */
export function signableSides(order: TTransportOrder, user: StationUser | null): { up: boolean; down: boolean } {
  if (!user) return { up: false, down: false };
  return {
    up: canStationSign({ partnerId: order.partnerUpId, status: order.stationUpStatus }, user),
    down: canStationSign({ partnerId: order.partnerDownId, status: order.stationDownStatus }, user),
  };
}
