import type { TPartnerCompany } from '@busdesk/api-contract';
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

/** An in-memory list that pages, filters and saves like the server; `fail` makes the list or the save fail. */
export function fakeCompanyServices(opts: { fail?: 'list' | 'update' } = {}): CompaniesServices {
  const links = fakeCompanyLinks();
  return {
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
