import type { Meta, StoryObj } from '@storybook/react-vite';
import { TransmissionProgress } from './transmission-progress';

const meta = {
  title: 'mf-transport/Signing list/Transmission progress',
  component: TransmissionProgress,
  args: { order: { stationUpStatus: 1, stationDownStatus: 1, descriptionError: null, transmission: 'idle' } },
  decorators: [(Story) => <div style={{ width: 160 }}>{Story()}</div>],
} satisfies Meta<typeof TransmissionProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing transmitted yet: 0 %. */
export const NotSent: Story = {};
/** One station transmitted after a timeout: 50 %, 'Lần 1: …', 'Lần 2: …' ('null' skipped). */
export const Half: Story = { args: { order: { stationUpStatus: 3, stationDownStatus: 2, descriptionError: 'Hết thời gian chờ|null|Đã tiếp nhận', transmission: 'pending' } } };
/** Both transmitted: 100 %. */
export const Done: Story = { args: { order: { stationUpStatus: 3, stationDownStatus: 3, descriptionError: 'Đã tiếp nhận|Đã tiếp nhận', transmission: 'idle' } } };
