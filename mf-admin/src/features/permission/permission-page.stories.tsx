import type { Meta, StoryObj } from '@storybook/react-vite';
import { PermissionPage } from './permission-page';

const meta = { title: 'mf-admin/Permission', component: PermissionPage } satisfies Meta<typeof PermissionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's placeholder: a static table of two groups, marked as sample content. */
export const Sample: Story = {};
