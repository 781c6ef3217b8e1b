import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { PopularRouteFilters } from '../hooks/use-popular-routes';
import { PopularRouteFiltersBar } from './popular-route-filters';

// Fake companies for the story only.
const companies = [
  { id: 'c-mp', name: 'Nhà xe Minh Phát Limousine', isNotUsingAv: false, companyPhoneNumber: '02633822888', debtLimit: 200_000_000, currentDebt: 12_000_000 },
  { id: 'c-dh', name: 'Nhà xe Đông Hải', isNotUsingAv: false, companyPhoneNumber: '02923765432', debtLimit: null, currentDebt: null },
];

function Stateful({ initial = { name: '', companyIds: [] } }: { initial?: PopularRouteFilters }) {
  const [filters, setFilters] = useState(initial);
  return <PopularRouteFiltersBar filters={filters} companies={companies} onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))} />;
}

const meta = { title: 'mf-admin/PopularRoutes/Filters', component: Stateful } satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: every route. */
export const Empty: Story = {};
/** A name typed and one company chosen. */
export const Filtered: Story = { args: { initial: { name: 'mien tay', companyIds: ['c-dh'] } } };
