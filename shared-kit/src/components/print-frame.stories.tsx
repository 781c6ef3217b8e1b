import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MSG } from '../messages/index';
import { usePrintFrame, type PrintPreset } from './print-frame';

// Fake documents for the story only; in the product the HTML comes from the server's print templates.
const FAKE_HTML: Readonly<Record<PrintPreset, string>> = {
  ticket: `<div style="text-align:center;border-bottom:1px dashed #000;padding:8px">
<strong>VE0001</strong><br/>A01 · 07:30 10/03/2025<br/>250.000 đ</div>`,
  report: `<h2 style="text-align:center">${MSG.settlement.printTitle}</h2>
<table><tr><th>#</th><th>A</th><th>B</th></tr><tr><td>1</td><td>12</td><td>3.000.000 đ</td></tr></table>`,
};

function PrintDemo({ preset, onError }: { preset: PrintPreset; onError?: (e: unknown) => void }) {
  const { frame, print } = usePrintFrame({ preset, onError });
  return (
    <>
      <div dangerouslySetInnerHTML={{ __html: FAKE_HTML[preset] }} style={{ width: preset === 'ticket' ? 300 : 'auto' }} />
      <Button variant="contained" sx={{ mt: 2 }} onClick={() => void print(FAKE_HTML[preset])}>
        print()
      </Button>
      {frame}
    </>
  );
}

const meta = {
  title: 'shared-kit/PrintFrame',
  component: PrintDemo,
  args: { preset: 'ticket', onError: fn() },
} satisfies Meta<typeof PrintDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ticket: Story = {};
export const Report: Story = { args: { preset: 'report' } };
