import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { fn } from 'storybook/test';
import { DateRangeFilter } from './date-range-filter';

const meta = {
  title: 'shared-kit/DateRangeFilter',
  component: DateRangeFilter,
  args: { onChange: fn() },
} satisfies Meta<typeof DateRangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {};
export const LastWeek: Story = {
  args: { defaultValue: { from: dayjs().subtract(7, 'day').startOf('day'), to: dayjs().startOf('day') } },
};
export const Disabled: Story = { args: { disabled: true } };
