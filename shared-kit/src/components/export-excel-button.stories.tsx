import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '../messages/index';
import { ExportExcelButton, type ExportColumn } from './export-excel-button';

interface FakeRow {
  ticketCode: string;
  fullName: string;
  agencyPrice: number;
}

// Fake rows for the story only; the second name shows formula neutralisation in the downloaded file.
const rows: FakeRow[] = [
  { ticketCode: 'VE0001', fullName: 'Nguyễn Văn An', agencyPrice: 250000 },
  { ticketCode: 'VE0002', fullName: '=1+1', agencyPrice: 320000 },
  { ticketCode: 'VE0003', fullName: 'Trần Thị Bình', agencyPrice: 180000 },
];
const columns: ExportColumn<FakeRow>[] = [
  { field: 'ticketCode', headerName: 'ticketCode' },
  { field: 'fullName', headerName: 'fullName' },
  { field: 'agencyPrice', headerName: 'agencyPrice' },
];

const meta = {
  title: 'shared-kit/ExportExcelButton',
  component: ExportExcelButton<FakeRow>,
  args: { title: MSG.reports.transactionTitle, columns, rows },
} satisfies Meta<typeof ExportExcelButton<FakeRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {};
export const NoRows: Story = { args: { rows: [] } };
