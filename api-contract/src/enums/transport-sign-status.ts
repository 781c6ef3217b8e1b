import type { StatusColor } from './label-of';

/** Electronic transport order signing status of company / departure / arrival (002 §4). */
export const TransportSignStatus = { NOT_SIGNED: 0, WAITING: 1, SIGNED: 2, TRANSMITTED: 3 } as const;
export type TTransportSignStatus = (typeof TransportSignStatus)[keyof typeof TransportSignStatus];

// ours: the seeds say the labels come from a shared map they do not show.
export const TRANSPORT_SIGN_STATUS_LABELS: Readonly<Record<TTransportSignStatus, string>> = {
  0: 'Chưa ký',
  1: 'Chờ ký',
  2: 'Đã ký',
  3: 'Đã ký và truyền',
};

const COLORS: Readonly<Record<TTransportSignStatus, StatusColor>> = { 0: 'red', 1: 'orange', 2: 'green', 3: 'green' };

/** Tag colour: 0 red, 1 orange, 2 and 3 green, anything else grey. */
export function transportSignColor(status: unknown): StatusColor {
  return typeof status === 'number' && status in COLORS ? COLORS[status as TTransportSignStatus] : 'grey';
}

/** Transmission progress: both stations at 3 → 100, one → 50, else 0 (002 §4). */
export function transportProgress(stationUpStatus: number, stationDownStatus: number): 0 | 50 | 100 {
  const done = [stationUpStatus, stationDownStatus].filter((s) => s === TransportSignStatus.TRANSMITTED).length;
  return done === 2 ? 100 : done === 1 ? 50 : 0;
}

/**
 * Statuses recorded when an XML is uploaded (002 §4): company 3 if it signed else 1; stations 2 if signed else 1.
 * Ours (docs/adr/0080): a side that no station of ours takes (`served` false: its station code belongs to no
 * partner) is 0 'Chưa ký' — nobody here will sign it, so it is not waiting for anyone.
 */
export function statusesAfterUpload(
  signed: { company: boolean; up: boolean; down: boolean },
  served: { up: boolean; down: boolean } = { up: true, down: true },
): {
  companyStatus: TTransportSignStatus;
  stationUpStatus: TTransportSignStatus;
  stationDownStatus: TTransportSignStatus;
} {
  return {
    companyStatus: signed.company ? TransportSignStatus.TRANSMITTED : TransportSignStatus.WAITING,
    stationUpStatus: signed.up ? TransportSignStatus.SIGNED : served.up ? TransportSignStatus.WAITING : TransportSignStatus.NOT_SIGNED,
    stationDownStatus: signed.down ? TransportSignStatus.SIGNED : served.down ? TransportSignStatus.WAITING : TransportSignStatus.NOT_SIGNED,
  };
}

/**
 * 002 §4: a station may sign only when its partner is the user's partner or one of its children, and that
 * side is not already at 3. The server applies the same rule before signing; the screen uses it to show buttons.
 */
export function canStationSign(
  side: { partnerId: string | null | undefined; status: number },
  user: { partnerId: string; childrenPartnerIds?: readonly string[] | null },
): boolean {
  if (!side.partnerId || side.status === TransportSignStatus.TRANSMITTED) return false;
  return side.partnerId === user.partnerId || (user.childrenPartnerIds ?? []).includes(side.partnerId);
}

/**
 * Issue 14: the passenger count and time of a side are edited only by that side's own station — departure if the
 * user's partner is the order's departure partner, arrival likewise (a parent does not edit for its child station,
 * unlike signing). The server enforces it; the screen offers only these sides.
 */
export function canEditSide(side: { partnerId: string | null | undefined }, user: { partnerId: string }): boolean {
  return !!side.partnerId && side.partnerId === user.partnerId;
}

/** The part of a station partner code before its first hyphen ('BXMD-01' → 'BXMD'), as the XML check uses it. */
export const stationCodePrefix = (partnerCode: string): string => partnerCode.split('-', 1)[0] ?? '';

/**
 * 002 §5: an uploaded order's route must carry both station codes, and one of them must contain the user's
 * partner code prefix; otherwise 'Bến không hợp lệ'.
 */
export function routeMatchesStation(
  partnerCode: string,
  upStationCode: string | null | undefined,
  downStationCode: string | null | undefined,
): boolean {
  const prefix = stationCodePrefix(partnerCode.trim());
  if (!prefix || !upStationCode || !downStationCode) return false;
  return upStationCode.includes(prefix) || downStationCode.includes(prefix);
}
