import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORY_TEMPLATE } from '../../../test-support/fake-mail-template-services';
import { RichTextEditor } from './rich-text-editor';

const meta = {
  title: 'mf-admin/Mail templates/Rich text editor',
  component: RichTextEditor,
  args: { initialHtml: STORY_TEMPLATE, label: 'Nội dung email', onChange: () => undefined },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A ticket e-mail in the TipTap editor: bold, lists and `{placeholder}` text. */
export const Template: Story = {};

export const Empty: Story = { args: { initialHtml: '' } };
