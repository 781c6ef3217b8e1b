import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SectionHeading, SectionNote } from './section-heading';

const meta = { title: 'mf-admin/Mail templates/Section heading', component: SectionHeading, args: { children: 'Xem trước' } } satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A part of the mail template screen: its heading. */
export const Heading: Story = {};
/** The heading with the grey note under it. */
export const WithNote: Story = {
  render: (args) => (
    <Stack spacing={0.5}>
      <SectionHeading {...args} />
      <SectionNote>Mẫu được điền bằng dữ liệu vé mẫu; mã độc bị loại bỏ trước khi hiển thị.</SectionNote>
    </Stack>
  ),
};
