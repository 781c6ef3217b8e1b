import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { NO_FILTERS, type CompanyFilters } from '../hooks/use-partner-companies';
import { CompanyFiltersBar } from './company-filters';

function Stateful({ initial = NO_FILTERS }: { initial?: CompanyFilters }) {
  const [filters, setFilters] = useState(initial);
  return <CompanyFiltersBar filters={filters} onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))} />;
}

const meta = { title: 'mf-admin/Companies/Filters', component: Stateful } satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: every company. */
export const Empty: Story = {};
/** A name typed, 'Chưa sử dụng' and 'Chờ duyệt' chosen. */
export const Filtered: Story = { args: { initial: { keyword: 'sao nam', usage: 'not-using', approval: 'pending' } } };
