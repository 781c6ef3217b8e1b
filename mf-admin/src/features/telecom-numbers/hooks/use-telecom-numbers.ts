import type { TTelecomNumber } from '@busdesk/api-contract';
import { notify } from '@busdesk/shared-kit';
import { useCallback, useEffect, useState } from 'react';
import { TELECOM_LABELS as L } from '../labels';
import type { TelecomServices } from '../telecom-services';

/** One page of lines for the applied search, reloaded on demand (after a save or a delete). */
export function useTelecomNumbers(services: TelecomServices) {
  const [query, setQuery] = useState({ page: 0, number: '' });
  const [rows, setRows] = useState<TTelecomNumber[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    services
      .list(query.page, query.number)
      .then((answer) => {
        if (!live) return;
        setRows(answer.result);
        setTotal(answer.total);
      })
      .catch((err: unknown) => live && notify(`${L.loadFailed}: ${(err as Error).message}`, 'error'))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [services, query, version]);

  return {
    rows,
    total,
    loading,
    page: query.page,
    search: useCallback((number: string) => setQuery({ page: 0, number: number.trim() }), []),
    goTo: useCallback((page: number) => setQuery((q) => ({ ...q, page })), []),
    reload: useCallback(() => setVersion((v) => v + 1), []),
  };
}
