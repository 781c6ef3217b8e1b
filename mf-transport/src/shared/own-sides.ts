import { canStationSign, type TTransportOrder, type TTransportSide } from '@busdesk/api-contract';
import type { StationUser } from './use-station-user';

const isMine = (partnerId: string | null, user: StationUser) => partnerId !== null && (partnerId === user.partnerId || user.childrenPartnerIds.includes(partnerId));

/**
 * The sides of an order that belong to the user's station (or one of its child stations, 002 §6): the only sides it
 * may edit. The server enforces the same rule; the screen only offers what it will accept.
 */
export function ownSides(order: TTransportOrder, user: StationUser | null): TTransportSide[] {
  if (!user) return [];
  const sides: TTransportSide[] = [];
  if (isMine(order.partnerUpId, user)) sides.push('up');
  if (isMine(order.partnerDownId, user)) sides.push('down');
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
