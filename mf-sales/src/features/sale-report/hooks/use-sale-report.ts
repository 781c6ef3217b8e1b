import {
  MSG,
  SETTLEMENT_TRIP_COUNT,
  tripSaleSummary,
  type TCompanyOption,
  type TReportSaleResponse,
  type TRouteOption,
  type TSettlementTrip,
  type TVehicleOption,
} from '@busdesk/api-contract';
import { notify, toYmd } from '@busdesk/shared-kit';
import { useEffect, useMemo, useState } from 'react';
import type { SaleReportServices } from '../sale-report-services';

export interface SaleReportFilters {
  /** yyyyMMdd; never empty (the picker is not clearable). */
  date: string;
  companyId: string | null;
  routeIds: string[];
  numberPlate: string | null;
}

/** One line of the report table (001 §2.2). */
export interface SaleReportRow {
  id: string;
  index: number;
  trip: TSettlementTrip;
  tickets: number;
  sales: number;
  commission: number;
  payable: number;
}

export function useSaleReport(services: SaleReportServices, now: number = Date.now()) {
  const [filters, setFilters] = useState<SaleReportFilters>(() => ({ date: toYmd(now), companyId: null, routeIds: [], numberPlate: null }));
  const [companies, setCompanies] = useState<TCompanyOption[] | null>(null);
  const [routes, setRoutes] = useState<TRouteOption[] | null>(null);
  const [vehicles, setVehicles] = useState<TVehicleOption[]>([]);
  const [trips, setTrips] = useState<TSettlementTrip[]>([]);
  const [totals, setTotals] = useState<TReportSaleResponse>({});
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    services.searchCompanies().then(setCompanies, () => setCompanies([]));
    // null until the list is in: the company picker waits for it rather than offer an empty list.
    services.searchRoutes().then(setRoutes, () => setRoutes([]));
  }, [services]);

  useEffect(() => {
    setVehicles([]);
    if (!filters.companyId) return;
    let live = true;
    services.listVehicles(filters.companyId).then(
      (list) => live && setVehicles(list),
      () => live && notify(MSG.reports.vehiclesFailed, 'error'),
    );
    return () => {
      live = false;
    };
  }, [services, filters.companyId]);

  // Every filter change re-reads the list: trips first, then their totals (001 §7 'Settlement report calls').
  useEffect(() => {
    setTrips([]);
    setTotals({});
    const companyId = filters.companyId;
    if (!companyId) {
      setLoading(false);
      return;
    }
    let live = true;
    setLoading(true);
    void (async () => {
      let list: TSettlementTrip[] = [];
      try {
        list = await services.listTrips({ page: 0, count: SETTLEMENT_TRIP_COUNT, date: Number(filters.date), companyId, routeIds: filters.routeIds, numberPlate: filters.numberPlate });
      } catch {
        if (live) notify(MSG.saleReport.tripsFailed, 'error');
      }
      if (!live) return;
      setTrips(list);
      if (list.length) {
        try {
          const answer = await services.fetchTotals(list.map((t) => t.tripId));
          if (live) setTotals(answer);
        } catch {
          // All totals become 0 (an empty map reads as zeros).
          if (live) notify(MSG.saleReport.totalsFailed, 'error');
        }
      }
      if (live) setLoading(false);
    })();
    return () => {
      live = false;
    };
  }, [services, filters]);

  const rows = useMemo<SaleReportRow[]>(
    () => trips.map((trip, i) => ({ id: trip.tripId, index: i + 1, trip, ...tripSaleSummary(totals[trip.tripId]) })),
    [trips, totals],
  );
  const companyRoutes = useMemo(() => (routes ?? []).filter((r) => r.companyId === filters.companyId), [routes, filters.companyId]);

  return {
    filters,
    /** Changing the company clears routes and plate, which belong to it. */
    setCompany: (companyId: string | null) => setFilters((f) => ({ ...f, companyId, routeIds: [], numberPlate: null })),
    setDate: (date: string) => date && setFilters((f) => ({ ...f, date })),
    setRouteIds: (routeIds: string[]) => setFilters((f) => ({ ...f, routeIds })),
    setNumberPlate: (numberPlate: string | null) => setFilters((f) => ({ ...f, numberPlate })),
    companies: companies ?? [],
    companiesLoading: companies === null,
    routes: companyRoutes,
    routesLoading: routes === null,
    vehicles,
    rows,
    loading,
  };
}
