import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

const meta = {
  title: 'shared-kit/UnsavedChangesDialog',
  component: UnsavedChangesDialog,
  // As useUnsavedChangesGuard hands it over while a navigation away from an edited form is held.
  args: { guard: { pendingUrl: '/book-ticket', stay: fn(), leave: fn() } },
} satisfies Meta<typeof UnsavedChangesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {};
