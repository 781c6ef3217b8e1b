import type { Meta, StoryObj } from '@storybook/react-vite';
import { SampleDataNotice } from './sample-data-notice';

const meta = { title: 'mf-admin/shared/SampleDataNotice', component: SampleDataNotice } satisfies Meta<typeof SampleDataNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice on the seed's placeholder screens: the figures shown are samples, not the station's own. */
export const Default: Story = {};
