import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORY_TEMPLATE } from '../../../test-support/fake-mail-template-services';
import { TemplatePreview } from './template-preview';

const meta = {
  title: 'mf-admin/Mail templates/Preview',
  component: TemplatePreview,
  args: { html: STORY_TEMPLATE },
} satisfies Meta<typeof TemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The template filled with the sample ticket, in a frame without scripts. */
export const SampleTicket: Story = {};

/** Script in a template never runs: it is sanitised away and the frame is sandboxed. */
export const HostileTemplate: Story = { args: { html: '<p>Vé {ticketCode}</p><img src=x onerror="alert(1)"><script>alert(2)</script>' } };
