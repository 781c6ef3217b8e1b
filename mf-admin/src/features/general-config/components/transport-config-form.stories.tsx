import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { partnerDetail } from '../../../test-support/admin-fixtures';
import { formFromDetail, type TransportForm } from '../general-config-form';
import { TransportConfigForm, type TransportConfigFormProps } from './transport-config-form';

function Stateful(props: TransportConfigFormProps) {
  const [value, setValue] = useState<TransportForm>(props.value);
  return <TransportConfigForm {...props} value={value} onChange={(patch) => setValue({ ...value, ...patch })} />;
}

const form = formFromDetail(partnerDetail());
const meta = {
  title: 'mf-admin/general-config/TransportConfigForm',
  component: TransportConfigForm,
  render: (args) => <Stateful {...args} />,
  args: { value: form.transport!, onChange: () => undefined, secretsStored: form.secretsStored },
} satisfies Meta<typeof TransportConfigForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The password is stored (write-only: the field stays empty and says so); no futaSecret yet. */
export const PasswordStored: Story = {};
export const NothingStored: Story = { args: { secretsStored: { password: false, futaSecret: false } } };
