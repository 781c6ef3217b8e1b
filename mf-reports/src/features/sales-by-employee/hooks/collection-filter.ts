import { Role, type TUserInfo } from '@busdesk/api-contract';
import { dateRangeToKeys, todayRange, type DateRange } from '@busdesk/shared-kit';

/** 0 every ticket, 1 agency tickets, 2 company tickets (002 §2). */
export type SellerType = 0 | 1 | 2;
/** 0 departure date, 1 creation date. */
export type CollectionDateType = 0 | 1;

export interface CollectionFilter {
  range: DateRange;
  companyId: string | null;
  /** Child stations; empty: the agency and all of them. */
  subPartnerIds: string[];
  userPartnerId: string | null;
  routeId: string | null;
  tripId: string | null;
  sellerType: SellerType;
  dateType: CollectionDateType;
}

/** A STAFF user's staff filter is preset to themselves and cannot be changed (002 §6). */
export const staffFixed = (user: Pick<TUserInfo, 'role'>) => user.role === Role.STAFF;

/**
 * The child stations filter: only for a parent partner (002 §2, §6), and not for STAFF, whose report is their own
 * sales at their own agency (docs/adr/0062).
 */
export const subPartnersEnabled = (user: Pick<TUserInfo, 'role' | 'partner'>) => user.partner.childrenPartnerId.length > 0 && !staffFixed(user);

/** Today, departure dates, and for STAFF the staff filter on themselves. */
export function defaultCollectionFilter(user: Pick<TUserInfo, 'role' | 'id'>, now?: Date): CollectionFilter {
  return {
    range: todayRange(now),
    companyId: null,
    subPartnerIds: [],
    userPartnerId: staffFixed(user) ? user.id : null,
    routeId: null,
    tripId: null,
    sellerType: 0,
    dateType: 0,
  };
}

/** Route is enabled only when the start date equals the end date and a company is chosen (002 §2). */
export const routeEnabled = (f: CollectionFilter): boolean => f.companyId !== null && f.range.from.isSame(f.range.to, 'day');
/** Trip is enabled only with the same date, a company and a route. */
export const tripEnabled = (f: CollectionFilter): boolean => routeEnabled(f) && f.routeId !== null;
/** The staff filter is disabled for STAFF (fixed to self) and for company tickets. */
export const staffEnabled = (f: CollectionFilter, user: Pick<TUserInfo, 'role'>): boolean => !staffFixed(user) && f.sellerType !== 2;

/**
 * A filter change with the seed's rules (002 §2): changing company clears route and trip, changing route clears trip;
 * a route or trip that is no longer allowed (the range spans days, no company) is cleared; company tickets clear an
 * ADMIN's staff choice (a STAFF user stays on themselves).
 */
export function changeCollectionFilter(f: CollectionFilter, patch: Partial<CollectionFilter>, user: Pick<TUserInfo, 'role' | 'id'>): CollectionFilter {
  const next: CollectionFilter = { ...f, ...patch };
  if ('companyId' in patch && patch.companyId !== f.companyId) {
    next.routeId = null;
    next.tripId = null;
  }
  if ('routeId' in patch && patch.routeId !== f.routeId) next.tripId = null;
  if (!routeEnabled(next)) {
    next.routeId = null;
    next.tripId = null;
  }
  if (staffFixed(user)) next.userPartnerId = user.id;
  else if (next.sellerType === 2) next.userPartnerId = null;
  return next;
}

/** The ticket report's request for a filter (002 §7: yyyyMMdd business dates, sellerType 0 if none). */
export function collectionRequest(f: CollectionFilter) {
  const { startDate, endDate } = dateRangeToKeys(f.range);
  return {
    startDate,
    endDate,
    companyId: f.companyId,
    routeId: f.routeId,
    tripId: f.tripId,
    userPartnerId: f.userPartnerId,
    sellerType: f.sellerType,
    dateType: f.dateType,
    subPartnerIds: f.subPartnerIds,
  };
}
