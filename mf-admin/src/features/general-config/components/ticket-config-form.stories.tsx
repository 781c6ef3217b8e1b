import { MSG } from '@busdesk/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { partnerDetail } from '../../../test-support/admin-fixtures';
import { formFromDetail, type TicketForm } from '../general-config-form';
import { TicketConfigForm, type TicketConfigFormProps } from './ticket-config-form';

function Stateful(props: TicketConfigFormProps) {
  const [value, setValue] = useState<TicketForm>(props.value);
  return <TicketConfigForm {...props} value={value} onChange={(patch) => setValue({ ...value, ...patch })} />;
}

const meta = {
  title: 'mf-admin/general-config/TicketConfigForm',
  component: TicketConfigForm,
  render: (args) => <Stateful {...args} />,
  args: { value: formFromDetail(partnerDetail()).ticket, onChange: () => undefined, errors: {} },
} satisfies Meta<typeof TicketConfigForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};
export const NoPickUpType: Story = {
  args: { value: { ...formFromDetail(partnerDetail()).ticket, pointTypes: [], printLimit: '' }, errors: { pointTypes: MSG.config.pointTypeRequired } },
};
export const Saving: Story = { args: { disabled: true } };
