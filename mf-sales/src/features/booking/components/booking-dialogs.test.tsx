import { CANCEL_REASON_MAX_LENGTH, MSG, type TUpdateTicketsRequest } from '@busdesk/api-contract';
import { startFixtureApiServer, type FixtureApiServer } from '@busdesk/shared-kit/test-support';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ticketFixture } from '../../../test-support/booking-fixtures';
import { PATHS, button, defaultRoutes, renderPanel, signIn, signOut } from '../../../test-support/booking-test-kit';
import { BOOKING_LABELS } from '../labels';

// Whole panel + dialogs against a real local server; slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const A = BOOKING_LABELS.actions;
const C = BOOKING_LABELS.cancel;
const F = BOOKING_LABELS.fields;
const group = [ticketFixture(), ticketFixture({ ticketId: 'tk-2', seatId: 'A2', fullName: 'Trần Thị Cúc', phoneNumber: '0912345678', paidMoney: 0 })];

let server: FixtureApiServer;
beforeAll(async () => {
  server = await startFixtureApiServer(defaultRoutes());
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  for (const [route, handler] of Object.entries(defaultRoutes())) server.on(route, handler);
  signIn();
});
afterEach(() => {
  cleanup();
  signOut();
});

async function openFromPanel(action: string) {
  await waitFor(() => expect(button(action).disabled).toBe(false));
  await userEvent.setup().click(button(action));
  return screen.findByRole('dialog');
}

describe('cancel dialog', () => {
  it('shows the fee details and the refund, sends the default reason and isRefunded', async () => {
    const props = renderPanel({ selectedTickets: group });
    const dialog = await openFromPanel(A.cancelTickets);
    const summary = within(dialog);
    await summary.findByTestId('cancel-refund');
    expect(server.calls(PATHS.cancelDetails)[0]!.body).toEqual({ ticketIds: ['tk-1', 'tk-2'] });
    const row = (label: string) => summary.getByText(label).parentElement!.textContent;
    expect(row(C.ticketCount)).toContain('2');
    expect(row(C.totalPrice)).toContain('600.000 đ');
    expect(row(C.totalPaid)).toContain('400.000 đ');
    expect(row(C.totalFee)).toContain('60.000 đ');
    expect(summary.getByTestId('cancel-refund').textContent).toContain('340.000 đ');
    expect(summary.getAllByRole('row')).toHaveLength(3);

    await userEvent.setup().click(summary.getByLabelText(C.isRefunded));
    await userEvent.setup().click(summary.getByRole('button', { name: A.confirmCancel }));
    expect(await screen.findByText(MSG.sales.cancelSuccess)).toBeTruthy();
    expect(server.calls(PATHS.cancel)[0]!.body).toEqual({ ticketIds: ['tk-1', 'tk-2'], cancelReason: 'Khách không đi nữa muốn hủy vé.', isRefunded: true });
    // The cancelled tickets go to the opened trip, which drops them and so clears the selection.
    expect(props.onTicketsChanged).toHaveBeenCalledWith([expect.objectContaining({ ticketStatus: 0 }), expect.objectContaining({ ticketStatus: 0 })]);
  });

  it('sends a typed reason', async () => {
    renderPanel({ selectedTickets: [group[0]!] });
    const dialog = await openFromPanel(A.cancelTickets);
    await within(dialog).findByTestId('cancel-refund');
    fireEvent.change(within(dialog).getByLabelText(C.reason), { target: { value: 'Khách đổi ngày đi' } });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: A.confirmCancel }));
    await screen.findByText(MSG.sales.cancelSuccess);
    expect(server.calls(PATHS.cancel)[0]!.body).toMatchObject({ cancelReason: 'Khách đổi ngày đi', isRefunded: false });
  });

  it('a pasted reason stops at the 500 characters the server keeps, says so, and is sent whole', async () => {
    renderPanel({ selectedTickets: [group[0]!] });
    const dialog = await openFromPanel(A.cancelTickets);
    await within(dialog).findByTestId('cancel-refund');
    const field = within(dialog).getByLabelText(C.reason) as HTMLTextAreaElement;
    expect(within(dialog).getByText('0/500 ký tự')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(field);
    await user.paste('Khách đổi lịch. '.repeat(40));
    expect(field.value).toHaveLength(CANCEL_REASON_MAX_LENGTH);
    expect(within(dialog).getByText('500/500 ký tự')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: A.confirmCancel }));
    await screen.findByText(MSG.sales.cancelSuccess);
    expect(server.calls(PATHS.cancel)[0]!.body).toMatchObject({ cancelReason: field.value.trim() });
  });

  it("says 'Lấy chi tiết vé hủy thất bại' and closes when the details cannot be fetched", async () => {
    server.on(PATHS.cancelDetails, () => ({ status: 500, message: 'Lỗi máy chủ' }));
    renderPanel({ selectedTickets: [group[0]!] });
    await openFromPanel(A.cancelTickets);
    expect(await screen.findByText(MSG.sales.cancelDetailFailed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'Kết nối hủy vé thất bại' when the cancel call fails", async () => {
    server.on(PATHS.cancel, () => ({ status: 500, message: 'Lỗi máy chủ' }));
    const props = renderPanel({ selectedTickets: [group[0]!] });
    const dialog = await openFromPanel(A.cancelTickets);
    await within(dialog).findByTestId('cancel-refund');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: A.confirmCancel }));
    expect(await screen.findByText(MSG.sales.cancelFailed)).toBeTruthy();
    expect(props.onTicketsChanged).not.toHaveBeenCalled();
  });
});

describe('history dialog', () => {
  // Issue 11 changed this view: dates are DD/MM/YYYY HH:mm (was DD-MM-YYYY), and a later entry shows what it changed
  // ('Trạng thái vé: Giữ chỗ → Đã thanh toán') instead of the ticket's values again.
  it('lists the log with Vietnamese field names, action labels, DD/MM/YYYY HH:mm times and what each entry changed', async () => {
    renderPanel({ selectedTickets: [group[0]!] });
    const dialog = await openFromPanel(A.history);
    const list = await within(dialog).findByRole('list', { name: BOOKING_LABELS.history.title });
    expect(server.calls(PATHS.ticketLog)[0]!.body).toEqual({ ticketId: 'tk-1' });
    const [booked, paid] = within(list).getAllByTestId('history-entry').map((entry) => entry.textContent ?? '');
    // 02:05 UTC is 09:05 in Vietnam.
    expect(booked).toContain('21/11/2026 09:05');
    expect(booked).toContain('Đặt vé');
    expect(booked).toContain('Ghế: A1');
    expect(booked).toContain('Họ tên: Trần Văn Bình');
    expect(booked).toContain('Trạng thái vé: Giữ chỗ');
    expect(paid).toContain('Thanh toán');
    expect(paid).toMatch(/Trạng thái vé: Giữ chỗ\s*→\s*thành\s*Đã thanh toán/);
    expect(paid).toMatch(/Tiền đã trả: 100\.000 đ\s*→\s*thành\s*300\.000 đ/);
    expect(paid).toContain('Yêu cầu hóa đơn: Có');
    expect(`${booked}${paid}`).not.toContain('ticketStatus');
  });

  it("says 'Không tìm thấy vé' when the log cannot be read", async () => {
    server.on(PATHS.ticketLog, () => ({ status: 404, message: 'Not found' }));
    renderPanel({ selectedTickets: [group[0]!] });
    await openFromPanel(A.history);
    expect(await screen.findByText(MSG.sales.historyTicketNotFound)).toBeTruthy();
  });
});

describe('group edit dialog', () => {
  it("saves each ticket's own passenger fields in one call", async () => {
    const props = renderPanel({ selectedTickets: group });
    const dialog = await openFromPanel(A.groupEdit);
    const names = within(dialog).getAllByLabelText(new RegExp(`^${F.fullName}`));
    expect(names.map((n) => (n as HTMLInputElement).value)).toEqual(['Trần Văn Bình', 'Trần Thị Cúc']);
    fireEvent.change(names[1]!, { target: { value: 'Trần Thị Cúc Anh' } });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: A.save }));
    expect(await screen.findByText(MSG.sales.updateSuccess)).toBeTruthy();
    const body = server.calls(PATHS.update)[0]!.body as TUpdateTicketsRequest;
    expect(body.tickets.map((t) => [t.ticketId, t.fullName, t.phoneNumber])).toEqual([
      ['tk-1', 'Trần Văn Bình', '0901234567'],
      ['tk-2', 'Trần Thị Cúc Anh', '0912345678'],
    ]);
    expect(props.onTicketsChanged).toHaveBeenCalledTimes(1);
  });

  it('checks every ticket: a bad phone on the second stops the save and is focused', async () => {
    renderPanel({ selectedTickets: group });
    const dialog = await openFromPanel(A.groupEdit);
    const phones = within(dialog).getAllByLabelText(new RegExp(`^${F.phoneNumber}`));
    fireEvent.change(phones[1]!, { target: { value: '0912' } });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: A.save }));
    expect(await screen.findByText(`${BOOKING_LABELS.groupEdit.seat('A2')}: ${MSG.sales.phoneInvalid}`)).toBeTruthy();
    expect(document.activeElement).toBe(phones[1]);
    expect(server.calls(PATHS.update)).toHaveLength(0);
  });

  it("says 'Cập nhật vé đoàn không thành công' when the server fails", async () => {
    server.on(PATHS.update, () => ({ status: 500, message: 'Lỗi máy chủ' }));
    renderPanel({ selectedTickets: group });
    const dialog = await openFromPanel(A.groupEdit);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: A.save }));
    expect(await screen.findByText(MSG.sales.groupUpdateFailed)).toBeTruthy();
  });
});
