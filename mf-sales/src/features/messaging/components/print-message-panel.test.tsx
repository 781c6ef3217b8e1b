import { MSG } from '@busdesk/api-contract';
import { startFixtureApiServer, type FixtureApiServer } from '@busdesk/shared-kit/test-support';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGING_LABELS as L } from '../labels';
import { defaultMessagingRoutes, MSG_PATHS, renderPanel, sentFixture } from '../../../test-support/messaging-test-kit';

vi.setConfig({ testTimeout: 30_000 });

let server: FixtureApiServer;
beforeAll(async () => {
  server = await startFixtureApiServer(defaultMessagingRoutes());
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  for (const [route, handler] of Object.entries(defaultMessagingRoutes())) server.on(route, handler);
});
afterEach(cleanup);

function printFrame(container: HTMLElement) {
  const iframe = container.querySelector('iframe');
  if (!iframe?.contentWindow || !iframe.contentDocument) throw new Error('no print frame');
  const print = vi.spyOn(iframe.contentWindow, 'print').mockImplementation(() => undefined);
  return { doc: iframe.contentDocument, print };
}

describe("'In vé'", () => {
  it('reads the template config, asks the print data for the selected tickets and prints it sanitised', async () => {
    const { container } = renderPanel();
    const { doc, print } = printFrame(container);
    await userEvent.click(screen.getByRole('button', { name: L.print }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(server.calls(MSG_PATHS.printTemplate)[0]!.query.get('companyId')).toBe('c-phuongtrang');
    expect(server.calls(MSG_PATHS.printTemplate)[0]!.query.get('type')).toBe('PRINT_TICKET');
    expect(server.calls(MSG_PATHS.print)[0]!.body).toEqual({ ticketIds: ['tk-1', 'tk-2'] });
    // Both tickets, one block each, in the frame; what the server left unsafe is gone.
    expect([...doc.querySelectorAll('.ve b')].map((b) => b.textContent)).toEqual(['A01', 'A02']);
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it("says 'Kết nối lấy cấu hình in thất bại' when the config cannot be read, and counts no print", async () => {
    server.on(MSG_PATHS.printTemplate, () => ({ status: 500, message: 'down' }));
    const { container } = renderPanel();
    const { print } = printFrame(container);
    await userEvent.click(screen.getByRole('button', { name: L.print }));
    expect(await screen.findByText(MSG.sales.printConfigFailed)).toBeTruthy();
    expect(server.calls(MSG_PATHS.print)).toEqual([]);
    expect(print).not.toHaveBeenCalled();
  });

  it("says 'Vượt quá giới hạn in vé' past the limit and 'in vé thất bại' on any other refusal", async () => {
    server.on(MSG_PATHS.print, () => ({ status: 400, message: MSG.sales.printLimitExceeded }));
    const { container } = renderPanel();
    const { print } = printFrame(container);
    await userEvent.click(screen.getByRole('button', { name: L.print }));
    expect(await screen.findByText(MSG.sales.printLimitExceeded)).toBeTruthy();
    server.on(MSG_PATHS.print, () => ({ status: 404, message: 'Không tìm thấy dữ liệu' }));
    await userEvent.click(await screen.findByRole('button', { name: L.print }));
    expect(await screen.findByText(MSG.sales.printFailed)).toBeTruthy();
    expect(print).not.toHaveBeenCalled();
  });
});

describe('SMS and ZNS', () => {
  async function openDialog(item: string) {
    await userEvent.click(screen.getByRole('button', { name: L.messages }));
    await userEvent.click(await screen.findByRole('menuitem', { name: item }));
    return screen.findByRole('dialog');
  }

  it('sends the chosen SMS message type to the selected tickets and says so', async () => {
    renderPanel();
    const dialog = await openDialog(L.sms);
    await userEvent.click(await within(dialog).findByRole('radio', { name: L.smsOption(2, 'Ve {ticketCode} da thanh toan') }));
    await userEvent.click(within(dialog).getByRole('button', { name: L.send }));
    expect(await screen.findByText(MSG.sales.smsSuccess)).toBeTruthy();
    expect(server.calls(MSG_PATHS.sendSms)[0]!.body).toEqual({ messageType: 2, ticketIds: ['tk-1', 'tk-2'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'Gửi SMS thất bại' when a ticket's SMS failed", async () => {
    server.on(MSG_PATHS.sendSms, (r) => ({ results: { sends: sentFixture((r.body as { ticketIds: string[] }).ticketIds, ['tk-2']), tickets: [] } }));
    renderPanel();
    const dialog = await openDialog(L.sms);
    await within(dialog).findByRole('radio', { name: L.smsOption(1, 'Ve {ticketCode} ghe {seat}') });
    await userEvent.click(within(dialog).getByRole('button', { name: L.send }));
    expect(await screen.findByText(MSG.sales.smsFailed)).toBeTruthy();
  });

  it('confirms an SMS the local driver of a demo installation recorded without delivering it', async () => {
    server.on(MSG_PATHS.sendSms, (r) => {
      const ids = (r.body as { ticketIds: string[] }).ticketIds;
      return { results: { sends: sentFixture(ids, [], ids), tickets: [] } };
    });
    renderPanel();
    const dialog = await openDialog(L.sms);
    await userEvent.click(await within(dialog).findByRole('radio', { name: L.smsOption(1, 'Ve {ticketCode} ghe {seat}') }));
    await userEvent.click(within(dialog).getByRole('button', { name: L.send }));
    expect(await screen.findByText(MSG.sales.smsSuccess)).toBeTruthy();
  });

  it('sends a ZNS template by its message content type; a refused send says so', async () => {
    renderPanel();
    let dialog = await openDialog(L.zns);
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Thanh toán thành công' }));
    await userEvent.click(within(dialog).getByRole('button', { name: L.send }));
    expect(await screen.findByText(MSG.sales.znsSuccess)).toBeTruthy();
    expect(server.calls(MSG_PATHS.sendZns)[0]!.body).toEqual({ messageType: 10, ticketIds: ['tk-1', 'tk-2'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    server.on(MSG_PATHS.sendZns, () => ({ status: 500, message: 'down' }));
    dialog = await openDialog(L.zns);
    await within(dialog).findByRole('radio', { name: 'Xác nhận đặt vé' });
    await userEvent.click(within(dialog).getByRole('button', { name: L.send }));
    expect(await screen.findByText(MSG.sales.znsFailed)).toBeTruthy();
  });
});
