import { bus } from '@busdesk/shared-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fakeTripSearchServices, failingTripSearchServices } from '../../../test-support/fake-trip-search-services';
import { salesUserFixture } from '../../../test-support/search-fixtures';
import type { TripSearchServices } from '../trip-search-services';
import { TripSearchPanel } from './trip-search-panel';

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
  args: { services: fakeTripSearchServices },
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
export const ServerDown: Story = { args: { services: failingTripSearchServices } };

/** A user without authorised routes. */
export const NotAuthorised: Story = { beforeEach: signIn([]) };
