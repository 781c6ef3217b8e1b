import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeMailTemplateServices } from '../../../test-support/fake-mail-template-services';
import { MailTemplateEditor } from './mail-template-editor';

const meta = {
  title: 'mf-admin/Mail templates/Editor',
  component: MailTemplateEditor,
  args: { type: 'booked-ticket', services: fakeMailTemplateServices() },
} satisfies Meta<typeof MailTemplateEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agency saved none: the built-in template, marked as such. */
export const BuiltIn: Story = {};

export const Saved: Story = { args: { type: 'paid-ticket', services: fakeMailTemplateServices({ saved: { 'paid-ticket': '<p>Vé <strong>{ticketCode}</strong> đã thanh toán {paidMoney}.</p>' } }) } };

export const Loading: Story = { args: { services: fakeMailTemplateServices({ pending: true }) } };

export const LoadFailed: Story = { args: { services: fakeMailTemplateServices({ failLoad: true }) } };

/** A save the server refuses shows its message. */
export const SaveRefused: Story = { args: { services: fakeMailTemplateServices({ saveError: 'Nội dung mẫu email đang trống' }) } };
