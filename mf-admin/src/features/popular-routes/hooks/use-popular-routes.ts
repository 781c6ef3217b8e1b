import { MSG, POPULAR_ROUTE_MAX, type TCompanyOption, type TRouteOption } from '@busdesk/api-contract';
import { notify, searchKey } from '@busdesk/shared-kit';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { POPULAR_LABELS as L } from '../labels';
import type { PopularRoutesServices } from '../popular-routes-services';

export interface PopularRouteFilters {
  name: string;
  companyIds: readonly string[];
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * The routes, the companies of the filter, and the chosen popular routes in their order (the saved order first,
 * newly ticked ones after). At most POPULAR_ROUTE_MAX may be ticked: the next tick is refused with the server's
 * own message, so the screen and the server say the same.
 */
export function usePopularRoutes(services: PopularRoutesServices) {
  const [routes, setRoutes] = useState<TRouteOption[]>([]);
  const [companies, setCompanies] = useState<TCompanyOption[]>([]);
  const [selected, setSelected] = useState<readonly string[]>([]);
  // The ticks as the server holds them: what `selected` is compared with to know there is something to save.
  const [saved, setSaved] = useState<readonly string[]>([]);
  const [filters, setFilters] = useState<PopularRouteFilters>({ name: '', companyIds: [] });
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const started = useRef(false);

  const load = useCallback(async () => {
    setLoading(true);
    const [all, popular, found] = await Promise.allSettled([services.listRoutes(), services.listPopular(), services.searchCompanies()]);
    if (all.status === 'fulfilled') setRoutes(all.value);
    if (popular.status === 'fulfilled') {
      const ids = popular.value.map((r) => r.id);
      setSelected(ids);
      setSaved(ids);
    }
    if (found.status === 'fulfilled') setCompanies(found.value);
    const failed = [all, popular].find((r) => r.status === 'rejected');
    if (failed?.status === 'rejected') notify(L.searchFailed(errorText(failed.reason)), 'error');
    if (found.status === 'rejected') notify(`${MSG.company.searchFailedTitle} — ${MSG.company.searchFailed(errorText(found.reason))}`, 'error');
    setLoading(false);
  }, [services]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void load();
  }, [load]);

  const shown = useMemo(() => {
    const key = searchKey(filters.name);
    return routes.filter(
      (r) => (filters.companyIds.length === 0 || filters.companyIds.includes(r.companyId)) && (!key || searchKey(r.name).includes(key)),
    );
  }, [routes, filters]);

  const selectedSet = useMemo(() => new Set(selected), [selected]);

  return {
    routes: shown,
    companies,
    filters,
    selected,
    selectedSet,
    loading,
    saving,
    /** Ticks not saved yet (their order too: Update saves it). */
    dirty: selected.length !== saved.length || selected.some((id, i) => id !== saved[i]),
    full: selected.length >= POPULAR_ROUTE_MAX,
    setFilters: (patch: Partial<PopularRouteFilters>) => setFilters((f) => ({ ...f, ...patch })),
    toggle: (routeId: string) => {
      if (selectedSet.has(routeId)) {
        setSelected((current) => current.filter((id) => id !== routeId));
        return;
      }
      if (selected.length >= POPULAR_ROUTE_MAX) {
        notify(L.limitReached(POPULAR_ROUTE_MAX), 'warning');
        return;
      }
      setSelected((current) => [...current, routeId]);
    },
    save: async () => {
      setSaving(true);
      try {
        const ids = (await services.save(selected)).map((r) => r.id);
        setSelected(ids);
        setSaved(ids);
        notify(L.updateSuccess, 'success');
      } catch (e) {
        notify(L.updateFailed(errorText(e)), 'warning');
      } finally {
        setSaving(false);
      }
    },
  };
}
