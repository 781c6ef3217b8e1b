import type { TTripCard } from '@busdesk/api-contract';
import { bus } from '@busdesk/shared-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { COMPANIES, PARTNER_ID, POINTS, PROVINCES, ROUTES, salesUserFixture, tripFixture, tripsFixture } from './search-fixtures';
import type { TripSearchServices } from './search-api';
import { TripSearchPanel } from './trip-search-panel';

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

// A fake data source for stories only: the product passes the real API (tripSearchApi).
const fakeServices: TripSearchServices = {
  searchCompanies: () => later(COMPANIES),
  searchRoutes: () => later(ROUTES),
  searchProvinces: () => later(PROVINCES),
  searchPoints: () => later(POINTS),
  searchTrips: (request) =>
    later(request.nextPageToken ? { trips: tripsFixture(6, 20), nextPageToken: null } : { trips: fixtureTrips(), nextPageToken: 'page-2' }),
  viewTrip: (tripId) => later(fixtureTrips().find((trip) => trip.tripId === tripId) ?? tripFixture(0, { tripId })),
  savePartnerConfig: (config) => later({ ...salesUserFixture().partner, config }),
};

const failingServices: TripSearchServices = {
  ...fakeServices,
  searchTrips: () => Promise.reject(new Error('ECONNREFUSED')),
  savePartnerConfig: () => Promise.reject(new Error('ECONNREFUSED')),
};

function Stateful({ services, openTripId = null }: { services: TripSearchServices; openTripId?: string | null }) {
  // Like the page: the open trip (from the URL at first) is both the selection and the trip to show.
  const [selected, setSelected] = useState<string | null>(openTripId);
  return (
    <TripSearchPanel
      services={services}
      selectedTripId={selected}
      initialTripId={selected}
      onSelectTrip={(trip) => setSelected(trip.tripId)}
    />
  );
}

const signIn = (routeIds?: string[], config = '{}') => () => {
  bus.session$.next({ status: 'authenticated', user: salesUserFixture(routeIds ? { routeIds } : {}, config), token: 'story' });
  return () => bus.session$.next({ status: 'anonymous' });
};

const meta = {
  title: 'mf-sales/TripSearchPanel',
  component: Stateful,
  args: { services: fakeServices },
  beforeEach: signIn(),
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a company (or a point, or a province) and press 'Lấy danh sách chuyến'. */
export const Search: Story = {};

/** 'Hiển thị tất cả chuyến trên một dòng' on: 12 trips are above the threshold, so the list wraps. */
export const OneLineStyle: Story = { beforeEach: signIn(undefined, JSON.stringify({ displayTripNewStyle: true })) };

/** /book-ticket?tripId=t-5 reloaded: the trip's day and company are searched and its card shows selected. */
export const OpenedFromUrl: Story = { args: { openTripId: 't-5' } };

/** The search and the config save fail: 'Kết nối tìm kiếm thất bại', 'Lỗi khi lưu cấu hình'. */
export const ServerDown: Story = { args: { services: failingServices } };

/** A user without authorised routes. */
export const NotAuthorised: Story = { beforeEach: signIn([]) };
