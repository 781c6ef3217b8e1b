import { MAIL_TEMPLATE_ROUTES } from '@busdesk/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { signInAs } from '../../test-support/admin-session';
import { fakeMailTemplateServices } from '../../test-support/fake-mail-template-services';
import { MailTicketPage } from './mail-ticket-page';

const meta = {
  title: 'mf-admin/Mail templates/Page',
  component: MailTicketPage,
  args: { pathname: MAIL_TEMPLATE_ROUTES[0]!.path, services: fakeMailTemplateServices() },
  beforeEach: () => signInAs('ADMIN'),
} satisfies Meta<typeof MailTicketPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The side menu of the six ticket e-mails, the first chosen, its built-in template in the editor. */
export const FirstTemplate: Story = {};
/** Another template of the menu, one the agency saved. */
export const SavedTemplate: Story = {
  args: {
    pathname: MAIL_TEMPLATE_ROUTES[4]!.path,
    services: fakeMailTemplateServices({ saved: { [MAIL_TEMPLATE_ROUTES[4]!.name]: '<p>Vé <strong>{ticketCode}</strong> đã thanh toán.</p>' } }),
  },
};
/** The template cannot be loaded: the editor says so beside the menu. */
export const LoadFails: Story = { args: { services: fakeMailTemplateServices({ failLoad: true }) } };
