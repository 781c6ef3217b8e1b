import { bus, notify, toYmd, type BusSaleRequest } from '@busdesk/shared-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CustomerFill } from '../shared/customer-fill';
import { SEARCH_LABELS } from '../features/trip-search/labels';
import type { TripSearchFilters } from '../features/trip-search/trip-search-rules';

/** A 'Bán vé' nobody took for this long (the sales screen never opened) is not the caller on the line any more. */
export const SALE_REQUEST_TTL_MS = 5 * 60_000;

export interface SaleFill {
  /** The caller's route today; null for a walk-in guest (no ticket yet: the search stays as it is). */
  search: { filters: Partial<TripSearchFilters>; seq: number } | null;
  customer: CustomerFill;
  /** Said to the clerk when the caller's last route is not one they sell (the company's trips are searched instead). */
  notice: string | null;
}

/**
 * What the sales screen does with the softphone's 'Bán vé' (docs/adr/0092): the caller's route today, if the clerk sells
 * it (`routeIds`, the session's authorised routes); otherwise the company's trips, saying why the route is not set —
 * a search on a route the route list does not offer would find nothing and show an empty route field.
 */
export function saleFillOf(request: BusSaleRequest, seq: number, routeIds: readonly string[], today: string = toYmd()): SaleFill {
  const { sample } = request;
  const sellable = sample !== null && routeIds.includes(sample.routeId);
  return {
    search: sample ? { filters: { date: today, companyIds: [sample.companyId], routeId: sellable ? sample.routeId : null }, seq } : null,
    notice: sample && !sellable ? SEARCH_LABELS.routeNotSellable(sample.routeName) : null,
    customer: {
      seq,
      phoneNumber: request.phoneNumber,
      fullName: request.fullName ?? sample?.fullName ?? null,
      orderer: sample?.orderer ?? null,
      ordererPhoneNumber: sample?.ordererPhoneNumber ?? null,
      pointUpId: sample?.pointUp?.id ?? null,
      pointDownId: sample?.pointDown?.id ?? null,
    },
  };
}

/**
 * Takes the softphone's 'Bán vé' off the shared bus (shared-kit `saleRequest$`): at once when the screen is open, or
 * when it mounts after the click's navigation. The request is taken (the bus holds null again), so a later visit to
 * the screen does not fill the form with an old caller. `clear` forgets it (the clerk sold: the next sale is someone
 * else's).
 */
export function useSaleRequest(routeIds: readonly string[] | null, now: () => number = Date.now): [SaleFill | null, () => void] {
  const [fill, setFill] = useState<SaleFill | null>(null);
  const seq = useRef(0);
  useEffect(() => {
    // Taken once the session says which routes the clerk sells (the bus keeps the request until then).
    if (!routeIds) return;
    const subscription = bus.saleRequest$.subscribe((request) => {
      if (!request) return;
      bus.saleRequest$.next(null);
      if (now() - request.at > SALE_REQUEST_TTL_MS) return;
      seq.current += 1;
      const next = saleFillOf(request, seq.current, routeIds);
      if (next.notice) notify(next.notice, 'info');
      setFill(next);
    });
    return () => subscription.unsubscribe();
  }, [now, routeIds]);
  const clear = useCallback(() => setFill(null), []);
  return [fill, clear];
}
