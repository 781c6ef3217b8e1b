import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MSG } from '@busdesk/api-contract';
import { TELECOM_COMPANIES } from '../../../test-support/fake-telecom-services';
import { TelecomNumberDialog } from './telecom-number-dialog';

const meta = {
  title: 'mf-admin/Extension numbers/Dialog',
  component: TelecomNumberDialog,
  args: { open: true, companies: TELECOM_COMPANIES, onSave: fn(async () => undefined), onClose: fn() },
} satisfies Meta<typeof TelecomNumberDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adding: pick a telecom company to see its provider's fields. */
export const Add: Story = {};

/** Editing a SIP line whose password is stored: the field starts empty and says it is kept when left empty. */
export const EditSip: Story = {
  args: {
    line: {
      id: 'tn-1',
      telecomCompanyId: 'tc-1',
      telecomCompanyName: 'Tổng đài Viettel IP',
      provider: 'sip',
      number: '1001',
      telecomConfig: JSON.stringify({ domain: 'pbx.bxmd.vn', socketUrl: 'wss://pbx.bxmd.vn:7443', userName: '1001' }),
      secretsSet: ['password'],
      createdDate: Date.UTC(2026, 10, 20, 2),
    },
  },
};

/** The server refuses the number: its message shows in the dialog, which stays open. */
export const Refused: Story = {
  args: {
    ...EditSip.args,
    onSave: fn(async () => {
      throw new Error(MSG.telecom.numberTaken);
    }),
  },
};
