import { bus } from '@busdesk/shared-kit';
import { listPartnerCompanies } from './api/list-partner-companies';
import { listSimulatorCompanies } from './api/list-simulator-companies';
import { simulateCompanyAuthorisation } from './api/simulate-company-authorisation';
import { updatePartnerCompanies } from './api/update-partner-companies';

/** The screen's calls behind one interface, so stories run on a fake (test-support/fake-company-services.ts). */
export interface CompaniesServices {
  list: typeof listPartnerCompanies;
  update: typeof updatePartnerCompanies;
  /** The demo's company simulator (docs/adr/0102): the companies to play, null without a simulator. */
  simulatorCompanies: typeof listSimulatorCompanies;
  simulateAuthorisation: typeof simulateCompanyAuthorisation;
  /**
   * Calls `listener` when the agency's companies changed elsewhere (a company's authorisation, another ADMIN's
   * update: 'partner-companies-changed' on the agency's own topic) or after a reconnect. Returns the unsubscribe.
   */
  onChange(listener: () => void): () => void;
}

/** The real calls (api/, one file per operation) and the page's realtime connection. */
export const companiesApi: CompaniesServices = {
  list: listPartnerCompanies,
  update: updatePartnerCompanies,
  simulatorCompanies: listSimulatorCompanies,
  simulateAuthorisation: simulateCompanyAuthorisation,
  onChange(listener) {
    const subscriptions = [bus.tickets$.subscribe((e) => e.type === 'partner-companies-changed' && listener()), bus.reconnected$.subscribe(listener)];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  },
};
