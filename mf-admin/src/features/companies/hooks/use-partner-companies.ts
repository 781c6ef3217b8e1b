import { COMPANY_PAGE_SIZE, SEARCH_DEBOUNCE_MS, type TApprovedStatus, type TCompanyUsage, type TPartnerCompany } from '@busdesk/api-contract';
import { notify } from '@busdesk/shared-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CompaniesServices } from '../companies-services';
import { COMPANY_LABELS as L } from '../labels';

export interface CompanyFilters {
  keyword: string;
  usage: TCompanyUsage | 'all';
  approval: TApprovedStatus | 'all';
}

export const NO_FILTERS: CompanyFilters = { keyword: '', usage: 'all', approval: 'all' };

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * The list behind the screen: the filters (the name is searched once typing pauses), one server page of 20 sorted
 * by id, and the selection, kept across pages and searches until it is saved or cleared. The shown page is read
 * again whenever the agency's companies change elsewhere (docs/adr/0102).
 */
export function usePartnerCompanies(services: CompaniesServices) {
  const [filters, setFilters] = useState<CompanyFilters>(NO_FILTERS);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState<TPartnerCompany[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [selected, setSelected] = useState<ReadonlyMap<string, TPartnerCompany>>(new Map());
  const sequence = useRef(0);

  // The typed name becomes a search only after a pause, as the company pickers do.
  useEffect(() => {
    if (filters.keyword === keyword) return;
    const timer = setTimeout(() => {
      setKeyword(filters.keyword);
      setPage(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filters.keyword, keyword]);

  const load = useCallback(async () => {
    const id = ++sequence.current;
    setLoading(true);
    try {
      const answer = await services.list({
        current: page + 1,
        pageSize: COMPANY_PAGE_SIZE,
        keyword: keyword.trim() || undefined,
        isNotUsingAv: filters.usage === 'all' ? null : filters.usage === 'not-using',
        filter: { approvedStatus: filters.approval === 'all' ? null : filters.approval },
        sort: 'id.asc',
      });
      if (id !== sequence.current) return;
      setRows(answer.data);
      setTotal(answer.total);
    } catch (e) {
      if (id === sequence.current) notify(L.searchFailed(errorText(e)), 'error');
    } finally {
      if (id === sequence.current) setLoading(false);
    }
  }, [services, page, keyword, filters.usage, filters.approval]);

  useEffect(() => {
    void load();
  }, [load]);

  // A company's authorisation (or another ADMIN's update) changed the list: read the shown page again.
  useEffect(() => services.onChange(() => void load()), [services, load]);

  return {
    filters,
    rows,
    total,
    page,
    loading,
    selected,
    setFilter: (patch: Partial<CompanyFilters>) => {
      setFilters((f) => ({ ...f, ...patch }));
      if (patch.usage !== undefined || patch.approval !== undefined) setPage(0);
    },
    setPage,
    /** Adds or removes one company of the shown page. */
    toggle: (companyId: string) =>
      setSelected((current) => {
        const next = new Map(current);
        const row = rows.find((r) => r.companyId === companyId);
        if (next.has(companyId)) next.delete(companyId);
        else if (row) next.set(companyId, row);
        return next;
      }),
    /** The shown page's rows that are now chosen (the grid's checkboxes); other pages' choices stay. */
    selectOnPage: (companyIds: ReadonlySet<string>) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const row of rows) {
          if (companyIds.has(row.companyId)) next.set(row.companyId, row);
          else next.delete(row.companyId);
        }
        return next;
      }),
    clearSelection: () => setSelected(new Map()),
    reload: load,
  };
}

export type PartnerCompaniesState = ReturnType<typeof usePartnerCompanies>;
