import type { TCollectionRoute, TCollectionZnsResponse, TPartnerUser, TSubPartner, TTripCard, TUserInfo } from '@busdesk/api-contract';
import { notify } from '@busdesk/shared-kit';
import { useEffect, useState } from 'react';
import { COLLECTION_LABELS as L } from '../labels';
import type { SalesByEmployeeServices } from '../sales-by-employee-services';
import { routeEnabled, staffFixed, subPartnersEnabled, tripEnabled, type CollectionFilter } from './collection-filter';

const reason = (e: unknown) => (e instanceof Error && e.message ? `: ${e.message}` : '');

/** Loads a list while `key` names what it is for (null: nothing to load, empty list); stale answers are dropped. */
function useList<T>(key: string | null, load: () => Promise<T[]>, failure: string): T[] {
  const [list, setList] = useState<T[]>([]);
  useEffect(() => {
    setList([]);
    if (key === null) return undefined;
    let live = true;
    load().then(
      (items) => live && setList(items),
      (e: unknown) => {
        if (live) notify(`${failure}${reason(e)}`, 'error');
      },
    );
    return () => {
      live = false;
    };
    // `load` is rebuilt each render; `key` says when what it loads changes.
  }, [key]);
  return list;
}

export interface CollectionLookups {
  subPartners: TSubPartner[];
  staff: TPartnerUser[];
  routes: TCollectionRoute[];
  trips: TTripCard[];
  zns: TCollectionZnsResponse;
}

const NO_ZNS: TCollectionZnsResponse = { enabled: false, defaultTemplateId: null, templates: [] };

/**
 * The filter's option lists (002 §2, §8): child stations only for a parent partner ('Lỗi tìm bến xe'), the staff of
 * the agency for an ADMIN, the routes when one day and a company are chosen ('Lỗi tìm tuyến'), the trips when a route
 * is ('Lỗi khi lấy chuyến', list empty), and whether the Zalo send is offered.
 */
export function useCollectionLookups(services: SalesByEmployeeServices, user: TUserInfo, filter: CollectionFilter): CollectionLookups {
  const day = filter.range.from.format('YYYYMMDD');
  const subPartners = useList(subPartnersEnabled(user) ? 'sub' : null, services.subPartners, L.subPartnersFailed);
  const staff = useList(staffFixed(user) ? null : 'staff', services.staff, L.staffFailed);
  const routes = useList(routeEnabled(filter) ? `${filter.companyId}|${day}` : null, () => services.routes({ companyId: filter.companyId!, date: day }), L.routesFailed);
  const trips = useList(
    tripEnabled(filter) ? `${filter.companyId}|${day}|${filter.routeId}` : null,
    () => services.trips({ date: day, companyId: filter.companyId!, routeId: filter.routeId! }),
    L.tripsFailed,
  );
  const [zns, setZns] = useState<TCollectionZnsResponse>(NO_ZNS);
  useEffect(() => {
    let live = true;
    services.zns().then(
      (z) => live && setZns(z),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [services]);
  return { subPartners, staff, routes, trips, zns };
}
