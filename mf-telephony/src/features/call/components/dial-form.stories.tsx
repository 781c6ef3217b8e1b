import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DialForm } from './dial-form';

const meta = {
  title: 'mf-telephony/Call/Dial form',
  component: DialForm,
  args: { canDial: true, busy: false, onDial: fn() },
} satisfies Meta<typeof DialForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The line is idle: type a number, 'Gọi'. */
export const Idle: Story = {};
/** A dial is on its way. */
export const Busy: Story = { args: { busy: true } };
