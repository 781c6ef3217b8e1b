import type { Meta, StoryObj } from '@storybook/react-vite';
import { SummaryCards } from './summary-cards';

const meta = {
  title: 'mf-reports/Summary cards',
  component: SummaryCards,
  args: {
    cards: [
      { label: 'Số vé hủy', value: '45' },
      { label: 'Đã thu', value: '14.700.000 đ' },
      { label: 'Phí hủy', value: '525.000 đ' },
      { label: 'Tiền hoàn', value: '14.175.000 đ' },
    ],
  },
} satisfies Meta<typeof SummaryCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourFigures: Story = {};
