import type { TPartnerCompany, TSimulatorCompany } from '@busdesk/api-contract';
import type { CompaniesServices } from '../features/companies/companies-services';

// Fake companies for stories only (never in the product path): a station's links with mixed statuses and debts.
const NAMES = ['Nhà xe Minh Phát Limousine', 'Nhà xe Hưng Thịnh', 'Xe khách Sao Nam', 'Nhà xe Đông Hải', 'Xe khách Tân Việt Express', 'Nhà xe Hòa Bình Xanh'];
const STATUSES = ['approved', 'approved', 'approved', 'approved', 'pending', 'rejected'] as const;

export function fakeCompanyLinks(count = 26): TPartnerCompany[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `pc-${String(i + 1).padStart(2, '0')}`,
    companyId: `c-${i + 1}`,
    partnerId: 'p1',
    approvedStatus: STATUSES[i % STATUSES.length]!,
    company: {
      companyName: i < NAMES.length ? NAMES[i]! : `Nhà xe Phương Nam ${i + 1}`,
      isNotUsingAv: i % 4 === 2,
      companyPhoneNumber: `02838${String(100000 + i * 7919).slice(0, 6)}`,
    },
    debtLimit: i === 3 ? 1_500_000_000 : (i % 5) * 50_000_000,
    currentDebt: (i % 3) * 4_000_000,
  }));
}

/** The demo network as the company simulator lists it (two companies, their routes). */
export const FAKE_SIMULATOR_COMPANIES: TSimulatorCompany[] = [
  {
    companyId: 'c-donghai',
    companyName: 'Nhà xe Đông Hải',
    routes: [
      { id: 'r-mtay-camau', name: 'Bến xe Miền Tây - Cà Mau' },
      { id: 'r-mtay-cantho', name: 'Bến xe Miền Tây - Cần Thơ' },
    ],
  },
  { companyId: 'c-tanviet', companyName: 'Xe khách Tân Việt Express', routes: [{ id: 'r-gialam-haiphong', name: 'Bến xe Gia Lâm - Hải Phòng' }] },
];

export interface FakeCompanyOptions {
  fail?: 'list' | 'update';
  /** The simulator: absent (a server without one) or answering with this approval; 'refused' answers the API's 400. */
  simulator?: 'none' | 'approved' | 'pending' | 'refused';
}

/**
 * An in-memory list that pages, filters and saves like the server; `fail` makes the list or the save fail. A
 * simulated authorisation adds the company to the list (as the server would) and tells the screen, as the change
 * event would.
 */
export function fakeCompanyServices(opts: FakeCompanyOptions = {}): CompaniesServices {
  const links = fakeCompanyLinks();
  const listeners = new Set<() => void>();
  return {
    async simulatorCompanies() {
      return opts.simulator === 'none' ? null : FAKE_SIMULATOR_COMPANIES;
    },
    async simulateAuthorisation(request) {
      if (opts.simulator === 'refused') return { status: 400, authorisation: null, message: `Tuyến không thuộc nhà xe: ${request.routeIds.join(', ')}` };
      const approvedStatus = opts.simulator === 'pending' ? 'pending' : 'approved';
      const company = FAKE_SIMULATOR_COMPANIES.find((c) => c.companyId === request.companyId)!;
      links.unshift({ id: `pc-${company.companyId}`, companyId: company.companyId, partnerId: 'p1', approvedStatus, company: { companyName: company.companyName, isNotUsingAv: false, companyPhoneNumber: null }, debtLimit: 0, currentDebt: 0 });
      for (const l of listeners) l();
      return { status: 200, authorisation: { companyId: request.companyId, partnerId: 'p1', approvedStatus, routeIds: [...request.routeIds].sort() }, message: null };
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async list(request) {
      if (opts.fail === 'list') throw new Error('Không kết nối được máy chủ');
      const key = request.keyword?.toLowerCase() ?? '';
      const found = links.filter(
        (l) =>
          (!key || l.company.companyName.toLowerCase().includes(key)) &&
          (request.isNotUsingAv == null || l.company.isNotUsingAv === request.isNotUsingAv) &&
          (!request.filter?.approvedStatus || l.approvedStatus === request.filter.approvedStatus),
      );
      const current = request.current ?? 1;
      const size = request.pageSize ?? 20;
      return { data: found.slice((current - 1) * size, current * size), total: found.length, current };
    },
    async update(partnerCompanies) {
      if (opts.fail === 'update') throw new Error('Lỗi máy chủ');
      return partnerCompanies.map((p) => {
        const link = links.find((l) => l.companyId === p.companyId)!;
        if (p.approvedStatus) link.approvedStatus = p.approvedStatus;
        if (p.isNotUsingAv !== undefined) link.company.isNotUsingAv = p.isNotUsingAv;
        return link;
      });
    },
  };
}
