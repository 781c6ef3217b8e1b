import type { TGetBankTerminalResponse } from '@busdesk/api-contract';
import { notify } from '@busdesk/shared-kit';
import { useCallback, useEffect, useState } from 'react';
import { VIETQR_LABELS as L } from '../labels';
import type { VietqrServices } from '../vietqr-services';

/** The agency's terminal and pending request, loaded on mount and reloaded after a confirmation. */
export function useBankTerminal(services: VietqrServices) {
  const [data, setData] = useState<TGetBankTerminalResponse | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    services.get().then(
      (answer) => live && setData(answer),
      (err: unknown) => live && notify(`${L.loadFailed}: ${(err as Error).message}`, 'error'),
    );
    return () => {
      live = false;
    };
  }, [services, version]);
  return { data, reload: useCallback(() => setVersion((v) => v + 1), []) };
}
