import type { TSimulatorCompany } from '@busdesk/api-contract';
import { useEffect, useState } from 'react';
import type { CompaniesServices } from '../companies-services';

/**
 * The companies the demo's simulator can play, for an ADMIN only; null while unknown, for STAFF, and when the
 * server has no simulator (docs/adr/0102) — the screen then shows no simulator button. A failed read shows none.
 */
export function useCompanySimulator(services: CompaniesServices, admin: boolean): readonly TSimulatorCompany[] | null {
  const [companies, setCompanies] = useState<readonly TSimulatorCompany[] | null>(null);
  useEffect(() => {
    if (!admin) return;
    let alive = true;
    services.simulatorCompanies().then(
      (found) => alive && setCompanies(found),
      () => alive && setCompanies(null),
    );
    return () => {
      alive = false;
    };
  }, [services, admin]);
  return admin ? companies : null;
}
