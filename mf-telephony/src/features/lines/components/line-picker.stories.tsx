import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LINES } from '../../../test-support/telephony-fixtures';
import { LinePicker } from './line-picker';

const meta = {
  title: 'mf-telephony/Lines/Line picker',
  component: LinePicker,
  args: { lines: Object.values(LINES), selectedLineId: LINES.local.id, loggingIn: false, onSelect: fn() },
} satisfies Meta<typeof LinePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Line 101 chosen and logged in. */
export const Chosen: Story = {};
/** The login to the chosen line is on its way. */
export const LoggingIn: Story = { args: { loggingIn: true } };
/** No line chosen. */
export const NoneChosen: Story = { args: { selectedLineId: null } };
