import type { Database } from '../database';
import * as s from '../schema/index';
import { SEED_ACCOUNTS, type SeedAccount } from './demo-accounts';
import { createRandom } from './prng';
import { COMPANIES, PROVINCES, ROUTES, STATIONS, TRANSSHIPMENTS } from './reference-data';
import { SEAT_LAYOUTS } from './seat-layouts';
import { seedSales } from './seed-sales';
import { seedMessaging } from './seed-messaging';
import { seedNotifications } from './seed-notifications';
import { seedPayments } from './seed-payments';
import { createCompanyApiSecretsRepository } from '../../repositories/company-api-secrets-repository';
import { loadCredentialsMasterKey } from '../../transport-orders/certificates/key-encryption';
import { seedTransportCredentials } from '../../transport-orders/certificates/seed-transport-credentials';
import { seedTransportOrders } from './seed-transport-orders';

export interface SeedOptions {
  hashPassword: (password: string) => Promise<string>;
  /** The clock the trips are laid around (yesterday … 7 days ahead). */
  now?: number;
  seed?: number;
  /** The key the transport signing keys are encrypted with (docs/adr/0077); default: the database's own. */
  credentialsKey?: Buffer;
}

export const PARTNER_IDS = { bxmd: 'p-bxmd', bxmdMoi: 'p-bxmd-moi', thuDuc: 'p-thuduc', saoViet: 'p-saoviet', bxDalat: 'p-bxdl' } as const;

const defaultPartnerConfig = JSON.stringify({
  phoneHidden: false,
  fullNameHidden: false,
  emailHidden: true,
  pointType: [
    { value: 0, label: 'Tại bến' },
    { value: 1, label: 'Tại nhà' },
    { value: 2, label: 'Dọc đường' },
    { value: 3, label: 'Trung chuyển' },
  ],
  printTicket: { limit: 3, current: 0 },
  blockSearchKeywords: [],
  hideTripOvertime: false,
  displayTripNewStyle: false,
  showTripHasDriversAndVehicle: false,
  exportInvoice: false,
});

/** Which routes each partner sells; the companies' approval of the partner follows from them. */
const PARTNER_ROUTES: Record<string, string[]> = {
  [PARTNER_IDS.bxmd]: ['r-mdong-dalat', 'r-mdong-nhatrang', 'r-mdong-vungtau', 'r-mtay-cantho', 'r-mtay-camau', 'r-mdong-bmt', 'r-mdong-quynhon'],
  [PARTNER_IDS.bxmdMoi]: ['r-mdong-dalat', 'r-mdong-nhatrang', 'r-mdong-vungtau'],
  [PARTNER_IDS.thuDuc]: ['r-mtay-cantho', 'r-mtay-camau'],
  [PARTNER_IDS.saoViet]: ['r-giapbat-vinh', 'r-mydinh-danang', 'r-nuocngam-thanhhoa', 'r-gialam-haiphong'],
};

/** Mixed approval and usage per partner (000 §2.5). */
const PARTNER_COMPANY_LINKS: Array<[partnerId: string, companyId: string, status: 'pending' | 'approved' | 'rejected', notUsing: boolean, debtLimit: number]> = [
  [PARTNER_IDS.bxmd, 'c-minhphat', 'approved', false, 200_000_000],
  [PARTNER_IDS.bxmd, 'c-hungthinh', 'approved', false, 500_000_000],
  [PARTNER_IDS.bxmd, 'c-saonam', 'approved', true, 100_000_000],
  [PARTNER_IDS.bxmd, 'c-donghai', 'approved', false, 1_500_000_000],
  [PARTNER_IDS.bxmd, 'c-tanviet', 'pending', true, 0],
  [PARTNER_IDS.bxmd, 'c-hoabinh', 'rejected', false, 0],
  [PARTNER_IDS.bxmdMoi, 'c-minhphat', 'approved', false, 50_000_000],
  [PARTNER_IDS.bxmdMoi, 'c-hungthinh', 'approved', false, 50_000_000],
  [PARTNER_IDS.bxmdMoi, 'c-saonam', 'approved', true, 20_000_000],
  [PARTNER_IDS.thuDuc, 'c-donghai', 'approved', false, 30_000_000],
  [PARTNER_IDS.saoViet, 'c-hoabinh', 'approved', false, 300_000_000],
  [PARTNER_IDS.saoViet, 'c-tanviet', 'approved', true, 150_000_000],
  [PARTNER_IDS.saoViet, 'c-saonam', 'pending', false, 0],
];

const DRIVER_NAMES = ['Nguyễn Văn Hùng', 'Trần Minh Quang', 'Lê Văn Tài', 'Phạm Đức Thắng', 'Võ Thanh Sơn', 'Đặng Văn Lực', 'Bùi Quốc Khánh', 'Huỳnh Văn Phước', 'Ngô Đình Long', 'Hồ Văn Toàn', 'Dương Minh Trí', 'Lý Văn Nghĩa'];

/** Writes the whole demo: places, companies, routes, partners, users, then sales history (seed-sales). */
export async function seedDemo(database: Database, opts: SeedOptions): Promise<void> {
  const rnd = createRandom(opts.seed ?? 20250701);
  const now = opts.now ?? Date.now();
  const { db } = database;
  const passwordHashes = new Map<string, string>();
  for (const a of SEED_ACCOUNTS) passwordHashes.set(a.username, await opts.hashPassword(a.password));

  await db.transaction(async (tx) => {
    await tx.insert(s.provinces).values(PROVINCES.map((p) => ({ ...p })));
    await tx.insert(s.points).values(STATIONS.map((p) => ({ ...p, pointType: 0 })));
    await tx.insert(s.companies).values(COMPANIES.map(({ platePrefix: _p, ...c }) => ({ ...c, email: `lienhe@${c.id.slice(2)}.vn` })));
    await tx.insert(s.transshipmentPoints).values(TRANSSHIPMENTS.map((t) => ({ id: t.id, pointId: t.pointId, name: t.name, address: t.address, transshipmentPrice: t.price })));

    await tx.insert(s.routes).values(
      ROUTES.map((r) => ({
        id: r.id,
        companyId: r.companyId,
        name: r.name,
        nameShort: r.nameShort,
        routeIdGtvt: r.gtvt,
        basePrice: r.stops[r.stops.length - 1]?.[2] ?? 0,
        durationMinutes: r.stops[r.stops.length - 1]?.[1] ?? 0,
        formInvoice: '1',
        serialInvoice: `C25T${r.nameShort.replace(/[^A-Z]/g, '').slice(0, 2)}`,
        // One route shows the platform locks of 002 (locked for partner platform 5 over a date range).
        listLockRoute: r.id === 'r-mdong-quynhon' ? [3] : [],
        lockPlatformByTime: r.id === 'r-mdong-bmt' ? [{ platform: 5, range: '20250101-20250103' }] : [],
      })),
    );
    const transshipmentsOf = (pointId: string) =>
      TRANSSHIPMENTS.filter((t) => t.pointId === pointId).map((t) => ({ id: t.id, name: t.name, transshipmentPrice: t.price }));
    await tx.insert(s.routePoints).values(
      ROUTES.flatMap((r) =>
        r.stops.map(([pointId, minutes, price], order) => ({
          routeId: r.id,
          pointId,
          order,
          minutesFromStart: minutes,
          priceFromStart: price,
          listTransshipmentPoint: transshipmentsOf(pointId),
        })),
      ),
    );

    const usedPlates = new Set<string>();
    const vehicles: Array<typeof s.vehicles.$inferInsert> = [];
    for (const company of COMPANIES) {
      const layouts = [...new Set(ROUTES.filter((r) => r.companyId === company.id).map((r) => r.layout))];
      for (const layout of layouts) {
        for (let i = 0; i < 4; i++) {
          let plate = '';
          do plate = `${company.platePrefix}-${rnd.digits(3)}.${rnd.digits(2)}`;
          while (usedPlates.has(plate));
          usedPlates.add(plate);
          const seats = SEAT_LAYOUTS[layout].seats;
          vehicles.push({
            id: `v-${company.id.slice(2)}-${layout}-${i + 1}`,
            companyId: company.id,
            numberPlate: plate,
            vehicleType: SEAT_LAYOUTS[layout].label,
            brand: rnd.pick(layout.startsWith('limousine') ? ['Ford Transit', 'Hyundai Solati', 'Thaco Iveco'] : ['Thaco Mobihome', 'Hyundai Universe', 'Samco Felix']),
            seatCount: seats.filter((x) => x.seatType === 3 || x.seatType === 4).length,
            seatMap: seats,
          });
        }
      }
    }
    await tx.insert(s.vehicles).values(vehicles);
    await tx.insert(s.companyUsers).values(
      COMPANIES.flatMap((c, ci) =>
        [0, 1].map((k) => ({
          id: `d-${c.id.slice(2)}-${k + 1}`,
          companyId: c.id,
          name: DRIVER_NAMES[(ci * 2 + k) % DRIVER_NAMES.length] ?? 'Tài xế',
          phone: `09${rnd.digits(8)}`,
          userType: 2,
          userStatus: 1,
          licenceClass: rnd.pick(['D', 'E', 'D2', 'D']),
        })),
      ),
    );
    await tx.insert(s.surchargeCategories).values(
      COMPANIES.flatMap((c) => [
        { id: `sc-${c.id.slice(2)}-1`, companyId: c.id, name: 'Phụ thu hành lý quá cước', price: 50_000, mode: 1 },
        { id: `sc-${c.id.slice(2)}-2`, companyId: c.id, name: 'Phụ thu ngày lễ', price: 30_000, mode: 1 },
        { id: `sc-${c.id.slice(2)}-3`, companyId: c.id, name: 'Giảm giá trẻ em', price: 50_000, mode: -1 },
      ]),
    );

    await tx.insert(s.partners).values([
      { id: PARTNER_IDS.bxmd, name: 'Bến xe Miền Đông', code: 'BXMD-79', partnerType: 'station', config: defaultPartnerConfig, logo: '/assets/logo.svg', phone: '02838994056', address: STATIONS[0]?.address ?? null, provinceId: 'pv-hcm', transportConfig: { code: 'BXMD-79', transportName: 'Bến xe Miền Đông', serviceSupport: 'LOCAL', govTransCode: '79', govTransName: 'Sở Xây dựng TP. Hồ Chí Minh', url: '', taxId: '0300481551' } },
      { id: PARTNER_IDS.saoViet, name: 'Đại lý vé xe Sao Việt', code: 'DLSV-01', partnerType: 'agency', config: defaultPartnerConfig, logo: null, phone: '02437654321', address: '112 Giải Phóng, phường Tương Mai, Hà Nội', provinceId: 'pv-hanoi' },
      // The arrival station of the Đà Lạt route: it signs the arrival side of transport orders (issue 14).
      { id: PARTNER_IDS.bxDalat, name: 'Bến xe liên tỉnh Đà Lạt', code: 'BXDL-49', partnerType: 'station', config: defaultPartnerConfig, logo: null, phone: '02633822077', address: STATIONS.find((x) => x.id === 'pt-dalat')?.address ?? null, provinceId: 'pv-lamdong', transportConfig: { code: 'BXDL-49', transportName: 'Bến xe liên tỉnh Đà Lạt', serviceSupport: 'LOCAL', govTransCode: '49', govTransName: 'Sở Xây dựng tỉnh Lâm Đồng', url: '', taxId: '5800123456' } },
    ]);
    await tx.insert(s.partners).values([
      { id: PARTNER_IDS.bxmdMoi, name: 'Quầy vé Bến xe Miền Đông mới', code: 'BXMDM-79', parentId: PARTNER_IDS.bxmd, partnerType: 'station', config: defaultPartnerConfig, provinceId: 'pv-hcm' },
      { id: PARTNER_IDS.thuDuc, name: 'Đại lý vé Thủ Đức', code: 'DLTD-79', parentId: PARTNER_IDS.bxmd, partnerType: 'agency', config: defaultPartnerConfig, provinceId: 'pv-hcm' },
    ]);
    await tx.insert(s.partnerRoutes).values(Object.entries(PARTNER_ROUTES).flatMap(([partnerId, routeIds]) => routeIds.map((routeId) => ({ partnerId, routeId }))));
    await tx.insert(s.partnerCompanies).values(
      PARTNER_COMPANY_LINKS.map(([partnerId, companyId, approvedStatus, isNotUsingAv, debtLimit], i) => ({
        id: `pc-${i + 1}`,
        partnerId,
        companyId,
        approvedStatus,
        isNotUsingAv,
        debtLimit,
        currentDebt: approvedStatus === 'approved' ? rnd.int(0, 40) * 1_000_000 : 0,
      })),
    );
    await tx.insert(s.popularRoutes).values(PARTNER_ROUTES[PARTNER_IDS.bxmd]!.slice(0, 4).map((routeId, position) => ({ partnerId: PARTNER_IDS.bxmd, routeId, position })));

    const hash = (u: string) => passwordHashes.get(u) ?? '';
    await tx.insert(s.partnerUsers).values(
      SEED_ACCOUNTS.map((a: SeedAccount) => ({
        id: `u-${a.username.replace('.', '-')}`,
        partnerId: a.partnerId,
        name: a.name,
        username: a.username,
        passwordHash: hash(a.username),
        role: a.role,
        routeIds: (PARTNER_ROUTES[a.partnerId] ?? []).slice(0, a.routeCount),
        debtLimit: a.debtLimit,
        currentDebt: a.currentDebt,
        commission: a.commission,
      })),
    );

    await tx.insert(s.adminConfigs).values({
      domain: '*',
      config: JSON.stringify({ title: 'Busdesk', loginBackground: '/assets/login-background.svg', logo: '/assets/logo.svg' }),
    });
  });

  await seedSales(database, { rnd, now, partnerRoutes: PARTNER_ROUTES });
  await seedMessaging(database);
  await seedPayments(database);
  // The companies' keys for the company API come from the CSPRNG, like their payment secrets (docs/adr/0102).
  await createCompanyApiSecretsRepository(database).create(COMPANIES.map((c) => c.id));
  await seedNotifications(database, { now });
  const credentials = await seedTransportCredentials(database, opts.credentialsKey ?? (await loadCredentialsMasterKey(database)));
  await seedTransportOrders(database, { now, credentials });
}
