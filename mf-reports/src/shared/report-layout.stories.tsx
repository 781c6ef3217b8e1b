import type { Meta, StoryObj } from '@storybook/react-vite';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ReportLayout } from './report-layout';
import { SummaryCards } from './summary-cards';

const meta = {
  title: 'mf-reports/Report layout',
  component: ReportLayout,
  args: {
    title: 'Báo cáo mẫu',
    onFilter: () => undefined,
    filters: <TextField size="small" label="Từ khóa" />,
    summary: (
      <SummaryCards
        cards={[
          { label: 'Tổng số bản ghi', value: '1.245' },
          { label: 'Đã gửi', value: '1.200' },
        ]}
      />
    ),
    children: <Typography>Bảng dữ liệu</Typography>,
  },
} satisfies Meta<typeof ReportLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, the filter bar ending in 'Lọc báo cáo', the cards, the table's place. */
export const Default: Story = {};
/** The filter changed and is not applied yet. */
export const FilterChanged: Story = { args: { note: "Đã đổi bộ lọc: bấm 'Lọc báo cáo' để xem dữ liệu.", summary: null } };
