import { getMailTemplateEndpoint, MSG, SAMPLE_TICKET_VALUES, saveMailTemplateEndpoint, testSendMailTemplateEndpoint } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { startFixtureApiServer, type FixtureApiServer } from '@busdesk/shared-kit/test-support';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LABELS } from '../../messages';
import { MAIL_TEMPLATE_LABELS as L } from './labels';
import { MailTicketPage } from './mail-ticket-page';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8_000 });

const GET = getMailTemplateEndpoint.path.replace(/^\/api/, '');
const SAVE = saveMailTemplateEndpoint.path.replace(/^\/api/, '');
const TEST_SEND = testSendMailTemplateEndpoint.path.replace(/^\/api/, '');

const TITLES = [
  'Email đặt vé',
  'Email thanh toán vé thành công',
  'Email thanh toán online hết hạn giữ chỗ',
  'Email vé hết hạn giữ chỗ',
  'Email vé đã thanh toán',
  'Email vé bị hủy tự động',
];

const TEMPLATE = '<p>Kính gửi <strong>{fullName}</strong>, vé {ticketCode}.</p>';
let saveAnswer: { status: number; message: string } | null = null;

// jsdom lays nothing out; ProseMirror asks for rectangles when it scrolls the caret into view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects = noRects;
Range.prototype.getBoundingClientRect = () => new DOMRect();
Element.prototype.getClientRects ??= noRects;
document.elementFromPoint ??= () => null;

let server: FixtureApiServer;
beforeAll(async () => {
  server = await startFixtureApiServer({
    [GET]: (r) => ({ results: { data: { type: r.query.get('type'), value: r.query.get('type') === 'paid-ticket' ? '<p>Đã thanh toán {paidMoney}</p>' : TEMPLATE, isDefault: r.query.get('type') !== 'paid-ticket' } } }),
    [SAVE]: (r) => {
      if (saveAnswer) return saveAnswer;
      const body = r.body as { type: string; value: string };
      // The server answers the template as it stored it, sanitised.
      return { results: { data: { type: body.type, value: body.value.replace(/<img[^>]*>/g, ''), isDefault: false } } };
    },
    [TEST_SEND]: (r) => ({ results: { mailId: 'm-1', delivery: 'local', subject: `[Gửi thử] Xác nhận đặt vé ${(r.body as { type: string }).type}` } }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  saveAnswer = null;
});
afterEach(cleanup);

const renderPage = (pathname: string) =>
  render(
    <BusdeskProviders>
      <MailTicketPage pathname={pathname} />
    </BusdeskProviders>,
  );
const editorBox = () => screen.findByRole('textbox', { name: L.editorLabel });
/** The preview frame's document as it was given to the frame (sandboxed: its own document is not scriptable). */
const previewDoc = () => (screen.getByTitle(L.previewFrame) as HTMLIFrameElement).getAttribute('srcdoc') ?? '';

describe('MailTicketPage', () => {
  it('lists the six templates of 000 §2.1 in order, each linking to its child route', async () => {
    renderPage('/config/mail-ticket/booked-ticket');
    const menu = screen.getByRole('navigation', { name: ADMIN_LABELS.mailTicket.menuLabel });
    const links = within(menu).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(TITLES);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/config/mail-ticket/booked-ticket',
      '/config/mail-ticket/online-payment',
      '/config/mail-ticket/online-payment-expired',
      '/config/mail-ticket/expired-ticket',
      '/config/mail-ticket/paid-ticket',
      '/config/mail-ticket/automatically-cancelled',
    ]);
    await editorBox();
  });

  it('opens the current template in the editor, marks a built-in one, and previews it with the sample ticket', async () => {
    renderPage('/config/mail-ticket/booked-ticket');
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('Email đặt vé');
    expect(screen.getByRole('heading', { name: 'Email đặt vé', level: 1 })).toBeTruthy();
    expect((await editorBox()).textContent).toBe('Kính gửi {fullName}, vé {ticketCode}.');
    expect(server.calls(GET).at(-1)!.query.get('type')).toBe('booked-ticket');
    expect(screen.getByText(L.defaultChip)).toBeTruthy();
    await waitFor(() => expect(previewDoc()).toContain(`Kính gửi <strong>${SAMPLE_TICKET_VALUES.fullName}</strong>, vé ${SAMPLE_TICKET_VALUES.ticketCode}.`));
    // A frame without scripts: the sandbox allows nothing.
    expect(screen.getByTitle(L.previewFrame).getAttribute('sandbox')).toBe('');
  });

  it('shows a saved template as the agency’s own (no built-in mark)', async () => {
    renderPage('/config/mail-ticket/paid-ticket');
    expect((await editorBox()).textContent).toBe('Đã thanh toán {paidMoney}');
    expect(screen.queryByText(L.defaultChip)).toBeNull();
  });

  it('inserts a placeholder from the menu, previews its sample value, and saves the HTML by type', async () => {
    const user = userEvent.setup();
    renderPage('/config/mail-ticket/expired-ticket');
    await editorBox();
    await user.click(screen.getByRole('button', { name: L.insertPlaceholder }));
    const menu = await screen.findByRole('menu', { name: L.insertPlaceholder });
    // The groups of api-contract's one list, each placeholder with its `{name}`.
    expect(within(menu).getByText('{departureTime}')).toBeTruthy();
    await user.click(within(menu).getByRole('menuitem', { name: /Biển số xe/ }));
    await waitFor(async () => expect((await editorBox()).textContent).toContain('{numberPlate}'));
    expect(screen.getByText(L.unsaved)).toBeTruthy();
    await waitFor(() => expect(previewDoc()).toContain(SAMPLE_TICKET_VALUES.numberPlate));

    await user.click(screen.getByRole('button', { name: L.save }));
    expect(await screen.findByText(MSG.mailTemplate.success)).toBeTruthy();
    const sent = server.calls(SAVE).at(-1)!.body as { type: string; value: string };
    expect(sent.type).toBe('expired-ticket');
    expect(sent.value).toContain('{numberPlate}');
    expect(sent.value).toContain('<strong>{fullName}</strong>');
    await waitFor(() => expect(screen.queryByText(L.unsaved)).toBeNull());
    expect(screen.queryByText(L.defaultChip)).toBeNull();
  });

  it('shows the server’s message when it refuses a save, and the seed’s text when there is none', async () => {
    const user = userEvent.setup();
    renderPage('/config/mail-ticket/booked-ticket');
    await editorBox();
    saveAnswer = { status: 400, message: MSG.mailTemplate.empty };
    await user.click(screen.getByRole('button', { name: L.save }));
    expect(await screen.findByText(MSG.mailTemplate.empty)).toBeTruthy();
    saveAnswer = { status: 500, message: '' };
    await user.click(screen.getByRole('button', { name: L.save }));
    expect(await screen.findByText(MSG.mailTemplate.failed)).toBeTruthy();
  });

  it('test-sends the editor’s current HTML to the typed address and says it was kept in the outbox', async () => {
    const user = userEvent.setup();
    renderPage('/config/mail-ticket/booked-ticket');
    await editorBox();
    const sendsBefore = server.calls(TEST_SEND).length;
    const form = screen.getByRole('form', { name: L.testTitle });
    await user.click(within(form).getByRole('button', { name: L.testSend }));
    expect(await within(form).findByText(L.testToInvalid)).toBeTruthy();
    expect(server.calls(TEST_SEND)).toHaveLength(sendsBefore);
    await user.type(within(form).getByRole('textbox', { name: L.testTo }), 'thu@gmail.com');
    await user.click(within(form).getByRole('button', { name: L.testSend }));
    expect(await screen.findByText(L.testSentLocal('thu@gmail.com'))).toBeTruthy();
    expect(server.calls(TEST_SEND).at(-1)!.body).toEqual({ type: 'booked-ticket', value: TEMPLATE, to: 'thu@gmail.com' });
  });

  it('moves between templates in the portal', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/config/mail-ticket/booked-ticket');
    renderPage('/config/mail-ticket/booked-ticket');
    await editorBox();
    await user.click(screen.getByRole('link', { name: 'Email vé bị hủy tự động' }));
    expect(window.location.pathname).toBe('/config/mail-ticket/automatically-cancelled');
  });
});
