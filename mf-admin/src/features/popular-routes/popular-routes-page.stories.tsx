import type { Meta, StoryObj } from '@storybook/react-vite';
import { signInAs } from '../../test-support/admin-session';
import { fakePopularRouteServices } from '../../test-support/fake-popular-route-services';
import { PopularRoutesPage } from './popular-routes-page';

const meta = {
  title: 'mf-admin/PopularRoutes',
  component: PopularRoutesPage,
  args: { services: fakePopularRouteServices() },
  beforeEach: () => signInAs('ADMIN'),
} satisfies Meta<typeof PopularRoutesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 60 routes, 4 popular: 'Đã chọn 4 /50 tuyến'; tick routes and 'Cập nhật'. */
export const AsAdmin: Story = {};
/** 50 already chosen: the other ticks are disabled and the counter turns orange. */
export const AtTheLimit: Story = { args: { services: fakePopularRouteServices({ popular: 50 }) } };
/** STAFF sees the choice but cannot change it. */
export const AsStaff: Story = { beforeEach: () => signInAs('STAFF') };
/** The routes cannot be loaded: 'Lỗi tìm tuyến — Tìm tuyến thất bại …'. */
export const SearchFails: Story = { args: { services: fakePopularRouteServices({ fail: 'routes' }) } };
/** Saving is refused: 'Cập nhật tuyến phổ biến thất bại: …'. */
export const SaveFails: Story = { args: { services: fakePopularRouteServices({ fail: 'save' }) } };
