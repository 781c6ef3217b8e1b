import { EMPTY_TRIP_SALE_TOTALS, type TSettlementTrip, type TTripSaleReportResponse, type TTripSaleTotals } from '@busdesk/api-contract';
import type { SaleReportServices } from '../features/sale-report/sale-report-services';

/** Stories and tests only: settled trips of the seed's Miền Đông - Đà Lạt route and their totals. */

const VN = 7 * 3_600_000;

export const settlementTripFixture = (tripId: string, hour: number, plate: string, overrides: Partial<TSettlementTrip> = {}): TSettlementTrip => ({
  tripId,
  startTimeReality: Date.UTC(2026, 10, 22, hour, 0) - VN,
  date: 20261122,
  routeName: 'Bến xe Miền Đông - Đà Lạt',
  companyId: 'c-minhphat',
  companyName: 'Nhà xe Minh Phát',
  pointOfRouteNames: 'Bến xe Miền Đông - Bảo Lộc - Bến xe Liên tỉnh Đà Lạt',
  numberPlate: plate,
  driverNames: ['Nguyễn Văn Hùng'],
  isPartnerSettled: true,
  ...overrides,
});

export const saleTotalsFixture = (overrides: Partial<TTripSaleTotals> = {}): TTripSaleTotals => ({
  ...EMPTY_TRIP_SALE_TOTALS,
  onlinePartnerTotal: 1,
  onlinePartnerRevenue: 350_000,
  onlinePartnerCommission: 17_500,
  cashDelegateTotal: 2,
  cashDelegateRevenue: 600_000,
  onlineDelegateTotal: 1,
  onlineDelegateRevenue: 350_000,
  onlineDelegateCommission: 10_000,
  ...overrides,
});

export const saleReportFixture = (tripId = 't-dalat-1'): TTripSaleReportResponse => ({
  trip: settlementTripFixture(tripId, 8, '51B-123.45'),
  totals: saleTotalsFixture(),
});

/** The report's data side answering from memory; `fail` makes one call reject like a server down. */
export function fakeSaleReportServices(fail: { trips?: boolean; totals?: boolean } = {}): SaleReportServices {
  const trips = [settlementTripFixture('t-1', 6, '51B-111.11'), settlementTripFixture('t-2', 13, '51B-222.22', { driverNames: ['Trần Minh Quang', 'Lê Văn Tài'] })];
  return {
    searchCompanies: async () => [{ id: 'c-minhphat', name: 'Nhà xe Minh Phát', isNotUsingAv: false, companyPhoneNumber: '02633822888', debtLimit: 200_000_000, currentDebt: 12_000_000 }],
    searchRoutes: async () => [
      { id: 'r-mdong-dalat', name: 'Bến xe Miền Đông - Đà Lạt', nameShort: 'SG-ĐL', companyId: 'c-minhphat', companyName: 'Nhà xe Minh Phát', pointIds: [] },
    ],
    listVehicles: async () => [
      { id: 'v-1', numberPlate: '51B-111.11', vehicleType: 'Limousine 22 phòng', seatCount: 22, brand: null, isActive: true },
      { id: 'v-2', numberPlate: '51B-222.22', vehicleType: 'Limousine 22 phòng', seatCount: 22, brand: null, isActive: true },
    ],
    listTrips: async () => {
      if (fail.trips) throw new Error('server down');
      return trips;
    },
    fetchTotals: async () => {
      if (fail.totals) throw new Error('server down');
      return { 't-1': saleTotalsFixture(), 't-2': saleTotalsFixture({ onlineCompanyTotal: 2, onlineCompanyRevenue: 700_000, onlineCompanyCommission: 21_000 }) };
    },
  };
}
