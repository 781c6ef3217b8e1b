import type { TUserInfo } from '@busdesk/api-contract';

/** A signed-in user of the station partner, for tests; override what a test is about. */
export function userInfoFixture(overrides: Partial<TUserInfo> = {}): TUserInfo {
  return {
    id: 'u1',
    name: 'Nguyễn Thị Lan',
    username: 'lan',
    role: 'STAFF',
    partnerId: 'p1',
    routeIds: [],
    companyId: null,
    partner: {
      id: 'p1',
      name: 'Bến xe Miền Đông',
      config: '{}',
      code: null,
      childrenPartnerId: [],
      logo: null,
      isAutoApproveRoutes: false,
      parentId: null,
      partnerType: 'station',
    },
    ...overrides,
  };
}
