import type { TPartnerDetailResponse } from '@busdesk/api-contract';

/** The demo agency's detail as an ADMIN gets it (tests and stories). */
export const partnerDetail = (): TPartnerDetailResponse => ({
  partner: {
    id: 'p-bxmd',
    name: 'Bến xe Miền Đông',
    config: JSON.stringify({
      phoneHidden: false,
      fullNameHidden: false,
      emailHidden: true,
      pointType: [
        { value: 0, label: 'Tại bến' },
        { value: 1, label: 'Tại nhà' },
      ],
      printTicket: { limit: 3, current: 0 },
      blockSearchKeywords: ['0909123456'],
      hideTripOvertime: true,
    }),
    code: 'BXMD-79',
    childrenPartnerId: [],
    logo: null,
    isAutoApproveRoutes: false,
    parentId: null,
    partnerType: 'station',
  },
  transportConfig: { code: 'BXMD-79', transportName: 'Bến xe Miền Đông', user: 'kyso', url: 'https://ky-so.example.vn', taxId: '0300481551', hasPassword: true, hasFutaSecret: false },
});
