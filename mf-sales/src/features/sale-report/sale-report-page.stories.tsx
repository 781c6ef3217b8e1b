import { bus } from '@busdesk/shared-kit';
import { userInfoFixture } from '@busdesk/shared-kit/test-support/user-info-fixture';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeSaleReportServices, saleReportFixture } from '../../test-support/sale-report-fixtures';
import { SaleReportPage } from './sale-report-page';
import { TripSaleReportDialog } from '../../shared/trip-sale-report/trip-sale-report-dialog';

const meta = {
  title: 'mf-sales/SaleReport',
  component: SaleReportPage,
  args: { services: fakeSaleReportServices() },
  beforeEach: () => {
    bus.session$.next({ status: 'authenticated', user: userInfoFixture(), token: 'story-token' });
  },
} satisfies Meta<typeof SaleReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose 'Nhà xe Minh Phát': the settled trips of the day with their totals; a row opens the trip's sheet. */
export const Report: Story = {};

/** The trip list fails: 'Lỗi khi lấy chuyến' and an empty table. */
export const TripsFail: Story = { args: { services: fakeSaleReportServices({ trips: true }) } };

/** The totals fail: 'Lỗi khi lấy dữ liệu tổng' and every total 0. */
export const TotalsFail: Story = { args: { services: fakeSaleReportServices({ totals: true }) } };

/** A trip's settlement sheet (000 §2.4): header, four sale types and their totals line, print and Excel. */
export const TripSheet: Story = {
  render: () => <TripSaleReportDialog tripId="t-dalat-1" onClose={() => undefined} fetchReport={async (tripId) => saleReportFixture(tripId)} />,
};

/** The sheet cannot be loaded: the catalogue's message, header and table cleared. */
export const TripSheetFails: Story = {
  render: () => (
    <TripSaleReportDialog
      tripId="t-dalat-1"
      onClose={() => undefined}
      fetchReport={async () => {
        throw new Error('server down');
      }}
    />
  ),
};
