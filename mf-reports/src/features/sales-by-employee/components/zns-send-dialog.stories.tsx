import type { Meta, StoryObj } from '@storybook/react-vite';
import { FAKE_ZNS } from '../../../test-support/fake-collection-services';
import { ZnsSendDialog } from './zns-send-dialog';

const meta = {
  title: 'mf-reports/Zalo send dialog',
  component: ZnsSendDialog,
  args: { count: 2, templates: FAKE_ZNS.templates, defaultTemplateId: 'zt-2', onClose: () => undefined, onSend: async () => undefined },
} satisfies Meta<typeof ZnsSendDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The configured default template ('Thanh toán thành công') preselected. */
export const DefaultTemplate: Story = {};
/** A configured id that is not among the templates: the first is chosen. */
export const UnknownDefault: Story = { args: { defaultTemplateId: 'zt-404' } };
