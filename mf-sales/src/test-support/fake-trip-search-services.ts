import type { TTripCard } from '@busdesk/api-contract';
import type { TripSearchServices } from '../features/trip-search/trip-search-services';
import { COMPANIES, PARTNER_ID, POINTS, PROVINCES, ROUTES, salesUserFixture, tripFixture, tripsFixture } from './search-fixtures';

const HOUR = 3_600_000;
const later = <T,>(value: T): Promise<T> => new Promise((resolve) => setTimeout(() => resolve(value), 300));

/** Fixture trips: one of each card look, then ordinary trips; 'Tải thêm' brings a second page. */
function fixtureTrips(): TTripCard[] {
  const now = Date.now();
  return [
    tripFixture(0, { startTimeReality: now - HOUR, startTime: now - HOUR, tripStatus: 2, totalBookedSeat: 38 }),
    tripFixture(1, { partnerLocks: [{ partnerId: PARTNER_ID, lockType: 1 }] }),
    tripFixture(2, { numberPlate: null, vehicleId: null, driverIds: [], driverNames: [] }),
    tripFixture(3, { choosableSeat: 0, companyId: 'c-thanhbuoi', companyName: 'Thành Bưởi', routeName: ROUTES[1]?.name ?? '' }),
    ...tripsFixture(8, 4),
  ];
}

/** Stories only: the search calls answered from fixtures after a short pause (the product uses tripSearchApi). */
export const fakeTripSearchServices: TripSearchServices = {
  searchCompanies: () => later(COMPANIES),
  searchRoutes: () => later(ROUTES),
  searchProvinces: () => later(PROVINCES),
  searchPoints: () => later(POINTS),
  searchTrips: (request) =>
    later(request.nextPageToken ? { trips: tripsFixture(6, 20), nextPageToken: null } : { trips: fixtureTrips(), nextPageToken: 'page-2' }),
  viewTrip: (tripId) => later(fixtureTrips().find((trip) => trip.tripId === tripId) ?? tripFixture(0, { tripId })),
  savePartnerConfig: (config) => later({ ...salesUserFixture().partner, config }),
};

/** The search and the config save fail: 'Kết nối tìm kiếm thất bại', 'Lỗi khi lưu cấu hình'. */
export const failingTripSearchServices: TripSearchServices = {
  ...fakeTripSearchServices,
  searchTrips: () => Promise.reject(new Error('ECONNREFUSED')),
  savePartnerConfig: () => Promise.reject(new Error('ECONNREFUSED')),
};
