import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StatusSelect } from './status-select';

function Stateful({ kind, first }: { kind: 'approval' | 'usage'; first: { value: string; label: string } }) {
  const [value, setValue] = useState<string>(first.value);
  return <StatusSelect kind={kind} first={first} value={value} onChange={setValue} sx={{ width: 240 }} />;
}

const meta = { title: 'mf-admin/Companies/StatusSelect', component: Stateful } satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The approval filter: 'Tất cả', then Chờ duyệt / Đã duyệt / Từ chối. */
export const ApprovalFilter: Story = { args: { kind: 'approval', first: { value: 'all', label: 'Tất cả' } } };
/** The usage in the Update dialog: 'Giữ nguyên', then Đang sử dụng / Chưa sử dụng. */
export const UsageInDialog: Story = { args: { kind: 'usage', first: { value: 'keep', label: 'Giữ nguyên' } } };
