import type { Meta, StoryObj } from '@storybook/react-vite';
import { TestSendForm } from './test-send-form';

const meta = {
  title: 'mf-admin/Mail templates/Test send',
  component: TestSendForm,
  args: { onSend: async () => undefined },
} satisfies Meta<typeof TestSendForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Disabled: Story = { args: { disabled: true } };
