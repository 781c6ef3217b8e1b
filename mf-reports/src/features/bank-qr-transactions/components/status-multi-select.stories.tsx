import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { TTransactionStatusCode } from '@busdesk/api-contract';
import { StatusMultiSelect } from './status-multi-select';

function Controlled({ initial }: { initial: TTransactionStatusCode[] }) {
  const [value, setValue] = useState(initial);
  return <StatusMultiSelect value={value} onChange={setValue} />;
}

const meta = { title: 'mf-reports/Bank QR status filter', component: Controlled, args: { initial: [] } } satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: every status. */
export const AllStatuses: Story = {};
/** 'Thành công' and 'Thất bại' chosen. */
export const SuccessAndError: Story = { args: { initial: [2, 3] } };
