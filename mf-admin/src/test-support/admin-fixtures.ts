import type { TAgencyRoute, TCompanyCertificateEntry, TPartnerCertificate, TPartnerDetailResponse, TPartnerUser } from '@busdesk/api-contract';
import type { EmployeeServices } from '../features/employees/employee-services';

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

/** The demo agency's employees as the list answers them (tests and stories). */
export const employeesFixture = (): TPartnerUser[] => [
  { id: 'u-admin', name: 'Nguyễn Văn Quản', username: 'admin', debtLimit: 1_000_000_000, currentDebt: 0, commission: 5, role: 'ADMIN', isActive: true, routeIds: ['r-mdong-dalat'], partnerId: 'p-bxmd' },
  { id: 'u-staff', name: 'Trần Thị Bích Ngọc', username: 'staff', debtLimit: 50_000_000, currentDebt: 3_250_000, commission: 3, role: 'STAFF', isActive: true, routeIds: ['r-mdong-dalat'], partnerId: 'p-bxmd' },
  { id: 'u-newstaff', name: 'Võ Hoàng Nam', username: 'newstaff', debtLimit: 0, currentDebt: 0, commission: 0, role: 'STAFF', isActive: false, routeIds: [], partnerId: 'p-bxmd' },
];

export const agencyRoutesFixture = (): TAgencyRoute[] => [
  { id: 'r-mdong-dalat', name: 'Bến xe Miền Đông - Đà Lạt', companyId: 'c-minhphat', companyName: 'Nhà xe Minh Phát Limousine' },
  { id: 'r-mdong-nhatrang', name: 'Bến xe Miền Đông - Nha Trang', companyId: 'c-hungthinh', companyName: 'Nhà xe Hưng Thịnh' },
];

/** In-memory employee calls: what the server would answer, for tests and stories. */
export function fakeEmployeeServices(users: TPartnerUser[] = employeesFixture()): EmployeeServices {
  let list = [...users];
  return {
    listEmployees: async () => list,
    listAgencyRoutes: async () => agencyRoutesFixture(),
    createEmployee: async (request) => {
      const user: TPartnerUser = {
        id: `u-${request.userName}`,
        name: request.name,
        username: request.userName,
        debtLimit: request.debtLimit ?? 0,
        currentDebt: 0,
        commission: request.commission ?? 0,
        role: request.role ?? 'STAFF',
        isActive: true,
        routeIds: request.routeIds ?? [],
        partnerId: 'p-bxmd',
      };
      list = [...list, user];
      return user;
    },
    updateEmployee: async ({ userId, ...patch }) => {
      const user = { ...list.find((u) => u.id === userId)!, ...patch };
      list = list.map((u) => (u.id === userId ? user : u));
      return user;
    },
    resetEmployeePassword: async () => 'Ab3dEf6hJk9m',
    topUpEmployee: async ({ userId, amount, description }) => ({ id: `ptx-${userId}-${amount}`, partnerUserId: userId, amount, description, payDateInMillisec: Date.now() }),
  };
}

/** The demo agency's signing certificate as the local CA issued it (transport configuration 'Chứng thư số'). */
export const partnerCertificateFixture = (over: Partial<TPartnerCertificate> = {}): TPartnerCertificate => ({
  subject: 'CN=Bến xe Miền Đông, OU=Bến xe, serialNumber=BXMD-79, C=VN',
  issuer: 'CN=Busdesk CA thử nghiệm (không dùng cho giao dịch thật), O=Busdesk, C=VN',
  serialNumber: '5E0C3A9B41D27F6608AA13C2D4E5F601',
  notBefore: Date.UTC(2026, 9, 26, 3, 0),
  notAfter: Date.UTC(2029, 10, 24, 3, 0),
  fingerprint: '765a1d85845065cf8d416f2f855a20a77829d8fee5d73302a4dd644710f6e9ef',
  source: 'local-ca',
  ...over,
});

/** The bus companies of the demo with what the station registered: a demo test certificate, a real one, none. */
export const companyCertificatesFixture = (): TCompanyCertificateEntry[] => [
  {
    companyId: 'c-minhphat',
    companyName: 'Nhà xe Minh Phát Limousine',
    taxId: '5801234568',
    certificate: {
      subject: 'CN=Nhà xe Minh Phát Limousine, OU=Doanh nghiệp vận tải, serialNumber=5801234568, C=VN',
      issuer: 'CN=VNPT Certification Authority, O=VNPT Group, C=VN',
      serialNumber: '54010203040506070809',
      notBefore: Date.UTC(2026, 0, 5),
      notAfter: Date.UTC(2029, 0, 5),
      fingerprint: '1f'.repeat(32),
      source: 'registered',
      registeredAt: Date.UTC(2026, 9, 1, 2, 30),
    },
  },
  {
    companyId: 'c-hungthinh',
    companyName: 'Nhà xe Hưng Thịnh',
    taxId: '0301234567',
    certificate: {
      subject: 'CN=Nhà xe Hưng Thịnh, OU=Doanh nghiệp vận tải, serialNumber=0301234567, C=VN',
      issuer: 'CN=Busdesk CA thử nghiệm (không dùng cho giao dịch thật), O=Busdesk, C=VN',
      serialNumber: '6A0C3A9B41D27F6608AA13C2D4E5F602',
      notBefore: Date.UTC(2026, 9, 26, 3, 0),
      notAfter: Date.UTC(2029, 10, 24, 3, 0),
      fingerprint: '2e'.repeat(32),
      source: 'local-ca',
      registeredAt: Date.UTC(2026, 9, 26, 3, 0),
    },
  },
  { companyId: 'c-saonam', companyName: 'Xe khách Sao Nam', taxId: '3501234569', certificate: null },
];
