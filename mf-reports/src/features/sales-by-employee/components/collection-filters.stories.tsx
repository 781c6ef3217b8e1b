import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { collectionAdmin, collectionStaff, FAKE_STAFF } from '../../../test-support/fake-collection-services';
import { FAKE_COMPANIES } from '../../../test-support/fake-report-services';
import { changeCollectionFilter, defaultCollectionFilter } from '../hooks/collection-filter';
import { CollectionFilters } from './collection-filters';

const ROUTES = [{ id: 'r-mdong-dalat', routeName: 'Bến xe Miền Đông - Đà Lạt', routeIdGTVT: '4979.1111.A', companyId: 'c-minhphat' }];
const LOOKUPS = { subPartners: [{ id: 'p-child', name: 'Quầy vé Bến xe Miền Đông mới', code: null }], staff: FAKE_STAFF, routes: ROUTES, trips: [] };

/** The filters with their rules live: pick a company and the route opens, pick another and it clears. */
function Live({ role }: { role: 'ADMIN' | 'STAFF' }) {
  const user = role === 'ADMIN' ? collectionAdmin() : collectionStaff();
  const [filter, setFilter] = useState(() => defaultCollectionFilter(user));
  return <CollectionFilters filter={filter} onChange={(patch) => setFilter((f) => changeCollectionFilter(f, patch, user))} companies={FAKE_COMPANIES} lookups={LOOKUPS} user={user} />;
}

const meta = {
  title: 'mf-reports/Revenue by staff filters',
  component: Live,
  args: { role: 'ADMIN' },
} satisfies Meta<typeof Live>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A parent partner's ADMIN: child stations, every employee; route and trip wait for a company on one day. */
export const Admin: Story = {};
/** A STAFF user: the staff filter on themselves, disabled; no child stations. */
export const Staff: Story = { args: { role: 'STAFF' } };
