import { MSG, type TCallHistoryItem } from '@busdesk/api-contract';
import { bus, BusdeskProviders, type BusSaleRequest } from '@busdesk/shared-kit';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_LABELS } from '../features/call/labels';
import { HISTORY_LABELS } from '../features/history/labels';
import { LINES_LABELS } from '../features/lines/labels';
import { PANEL_LABELS } from '../shared/labels';
import { portalLineKey } from '../shared/line-storage';
import { fakeSipPhoneFactory } from '../test-support/fake-sip-phone';
import { fakeTelephonyServices, type FakeTelephonyOptions, type FakeTelephonyServices } from '../test-support/fake-telephony-services';
import { rememberStoryLine, STORY_USER_ID } from '../test-support/story-line';
import { KNOWN_CALLER, knownCallerSample, LINES, todaysCalls, WALK_IN_CALLER } from '../test-support/telephony-fixtures';
import { SoftphoneDock } from './softphone-dock';

vi.setConfig({ testTimeout: 60_000 });
const later = { timeout: 10_000 };
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  bus.saleRequest$.next(null);
  vi.unstubAllGlobals();
});

interface Setup {
  services?: FakeTelephonyServices;
  options?: FakeTelephonyOptions;
  /** The line the clerk left selected (default line 101 of the local exchange); null: none. */
  line?: string | null;
  open?: boolean;
  sip?: ReturnType<typeof fakeSipPhoneFactory>;
}

function setup({ options, services = fakeTelephonyServices(options), line = LINES.local.id, open = true, sip }: Setup = {}) {
  rememberStoryLine(line);
  render(
    <BusdeskProviders>
      <SoftphoneDock userId={STORY_USER_ID} services={services} defaultOpen={open} loadSipPhone={sip ? async () => sip.create : undefined} />
    </BusdeskProviders>,
  );
  return services;
}

const ops = (services: FakeTelephonyServices, op: string) => services.calls.filter((c) => c.op === op).map((c) => c.request);
const panel = () => screen.findByRole('region', { name: PANEL_LABELS.panel }, later);
const status = async () => within(await panel()).getByRole('status');
const button = async (name: string) => within(await panel()).findByRole('button', { name }, later);
/** Logged in to the remembered line: its topic is subscribed. */
const loggedIn = (services: FakeTelephonyServices, number = LINES.local.number) => waitFor(() => expect(services.subscribed.has(number)).toBe(true), later);
const message = (text: string) => screen.findByText(text, {}, later);

async function dial(number: string) {
  const field = within(await panel()).getByRole('textbox', { name: CALL_LABELS.phone });
  await userEvent.clear(field);
  if (number) await userEvent.type(field, number);
  await userEvent.click(await button(CALL_LABELS.dial));
}

async function chooseLine(optionName: string | RegExp) {
  await userEvent.click(within(await panel()).getByRole('combobox', { name: LINES_LABELS.line }));
  await userEvent.click(await screen.findByRole('option', { name: optionName }, later));
}

describe('SoftphoneDock: lines', () => {
  it('logs in to the line chosen and remembers it; choosing none logs out and forgets it', async () => {
    const services = setup({ line: null });
    await chooseLine('301 · Tổng đài A');
    await loggedIn(services, '301');
    expect(ops(services, 'logIn')).toEqual([{ lineId: LINES.providerA.id }]);
    expect(localStorage.getItem(portalLineKey(STORY_USER_ID))).toBe(LINES.providerA.id);
    // The history tab is the line's provider's.
    expect(within(await panel()).getByRole('tab', { name: 'Lịch sử · Tổng đài A' })).toBeTruthy();

    await chooseLine(LINES_LABELS.none);
    await waitFor(() => expect(ops(services, 'logOut')).toEqual([{ lineId: LINES.providerA.id }]));
    expect(services.subscribed.size).toBe(0);
    expect(localStorage.getItem(portalLineKey(STORY_USER_ID))).toBeNull();
  });

  it('logs in again to the remembered line when the page opens', async () => {
    const services = setup();
    await loggedIn(services);
    expect(ops(services, 'logIn')).toEqual([{ lineId: LINES.local.id }]);
  });

  it("says 'Đăng nhập máy lẻ thất bại' when the login fails, and forgets the line", async () => {
    const services = setup({ options: { fail: { logIn: { message: 'Internal', code: 0 } } } });
    await message(MSG.telephony.lineLoginFailed);
    expect(services.subscribed.size).toBe(0);
    expect(localStorage.getItem(portalLineKey(STORY_USER_ID))).toBeNull();
  });

  it('lets the line go when another login takes it over', async () => {
    const services = setup();
    await loggedIn(services);
    act(() => services.takeOver(LINES.local.number));
    await message(MSG.telephony.lineTaken);
    expect(services.subscribed.size).toBe(0);
    expect(localStorage.getItem(portalLineKey(STORY_USER_ID))).toBeNull();
    // Negative control: its own login's event is not a takeover (the fake's logins are login-n, never 'someone-else').
    expect(ops(services, 'logOut')).toEqual([]);
  });

  it('shows the WebSocket alert in a browser without WebSocket (002 §8)', async () => {
    vi.stubGlobal('WebSocket', undefined);
    setup();
    await message(MSG.telephony.webSocketUnsupported);
  });
});

describe('SoftphoneDock: the panel and its toggle', () => {
  it('closes on its ✕ and on Escape, each time giving the focus back to the toggle', async () => {
    const services = setup({ open: false });
    await loggedIn(services);
    const toggle = await screen.findByRole('button', { name: PANEL_LABELS.toggle }, later);
    await userEvent.click(toggle);
    await userEvent.click(await button(PANEL_LABELS.close));
    await waitFor(() => expect(screen.queryByRole('region', { name: PANEL_LABELS.panel })).toBeNull());
    expect(document.activeElement).toBe(toggle);
    await userEvent.click(toggle);
    within(await panel()).getByRole('textbox', { name: CALL_LABELS.phone }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: PANEL_LABELS.panel })).toBeNull());
    expect(document.activeElement).toBe(toggle);
  });
});

describe('SoftphoneDock: an incoming call', () => {
  it('rings with the caller (counts, sample, timeline), opens the panel, answers, ends and is idle again', async () => {
    const services = setup({ open: false });
    await loggedIn(services);
    expect(screen.queryByRole('region', { name: PANEL_LABELS.panel })).toBeNull();
    act(() => services.push(LINES.local.number, { code: 'RINGING_IN', phone: KNOWN_CALLER, callId: 'c1' }));

    const region = await panel();
    expect((await status()).textContent).toContain('Cuộc gọi đến');
    await within(region).findByText('Trần Thị Mai', {}, later);
    const stats = within(region).getByRole('list', { name: CALL_LABELS.stats });
    expect(stats.textContent).toBe(`3${CALL_LABELS.ticketCount}1${CALL_LABELS.cancelCount}1${CALL_LABELS.todayCount}`);
    expect(within(region).getByText('Bến xe Miền Đông → Bến xe liên tỉnh Đà Lạt')).toBeTruthy();
    expect(within(within(region).getByRole('list', { name: CALL_LABELS.timeline })).getAllByRole('listitem')).toHaveLength(4);
    expect(ops(services, 'lookUpCaller')).toEqual([{ phoneNumber: KNOWN_CALLER }]);
    // The toggle says it too.
    expect(screen.getByRole('button', { name: `Tổng đài · Cuộc gọi đến · ${KNOWN_CALLER}` })).toBeTruthy();
    // Only answer and reject while ringing in (002 §4).
    expect(within(region).queryByRole('button', { name: CALL_LABELS.end })).toBeNull();
    expect(within(region).queryByRole('button', { name: CALL_LABELS.dial })).toBeNull();

    await userEvent.click(await button(CALL_LABELS.answer));
    await waitFor(async () => expect((await status()).textContent).toContain('Đang nghe'));
    expect(ops(services, 'answer')).toEqual([{ lineId: LINES.local.id, callId: 'c1' }]);
    expect(within(region).queryByRole('button', { name: CALL_LABELS.answer })).toBeNull();

    await userEvent.click(await button(CALL_LABELS.end));
    await waitFor(async () => expect((await status()).textContent).toContain('Sẵn sàng'));
    expect(ops(services, 'end')).toEqual([{ lineId: LINES.local.id, callId: 'c1' }]);
    // end-answer clears the sample (002 §4); the caller stays on screen, the dial field is back.
    expect(within(region).queryByText('Bến xe Miền Đông → Bến xe liên tỉnh Đà Lạt')).toBeNull();
    expect(within(region).getByText('Trần Thị Mai')).toBeTruthy();
    expect(await button(CALL_LABELS.dial)).toBeTruthy();
  });

  it('shows an unknown number as a walk-in guest, and rejects', async () => {
    const services = setup();
    await loggedIn(services);
    act(() => services.push(LINES.local.number, { code: 'RINGING_IN', phone: WALK_IN_CALLER, callId: 'c2' }));
    await message(MSG.telephony.walkInGuest);
    await userEvent.click(await button(CALL_LABELS.reject));
    await waitFor(async () => expect((await status()).textContent).toContain('Sẵn sàng'));
    expect(ops(services, 'reject')).toEqual([{ lineId: LINES.local.id, callId: 'c2' }]);
  });

  it("a failed lookup says 'Lấy thông tin hành khách thất bại' and 'Tải lại' asks again", async () => {
    let fail = true;
    const services = setup({
      options: {
        lookup: () => {
          if (fail) throw new Error('down');
          return { result: [], ticketSample: null };
        },
      },
    });
    await loggedIn(services);
    act(() => services.push(LINES.local.number, { code: 'RINGING_IN', phone: KNOWN_CALLER, callId: 'c1' }));
    await message(MSG.telephony.lookupFailed);
    fail = false;
    await userEvent.click(await button(CALL_LABELS.reload));
    await message(MSG.telephony.walkInGuest);
    expect(ops(services, 'lookUpCaller')).toHaveLength(2);
  });

  it("warns 'Chức năng đang được phát triển' where the provider cannot answer (A, B, C: the desk phone answers)", async () => {
    const services = setup({ line: LINES.providerA.id, options: { fail: { answer: MSG.telephony.comingSoon } } });
    await loggedIn(services, '301');
    act(() => services.push('301', { code: 'RINGING_IN', phone: KNOWN_CALLER, callId: 'a1' }));
    await userEvent.click(await button(CALL_LABELS.answer));
    await message(MSG.telephony.comingSoon);
    expect((await status()).textContent).toContain('Cuộc gọi đến');
    // The desk phone answered: the provider's event moves the panel.
    act(() => services.push('301', { code: 'LISTENING_IN', phone: KNOWN_CALLER, callId: 'a1' }));
    await waitFor(async () => expect((await status()).textContent).toContain('Đang nghe'));
  });

  it("says 'Gọi thất bại' when answering gets no answer from the server, and keeps ringing", async () => {
    const services = setup({ options: { fail: { answer: { message: 'Network Error', code: 0 } } } });
    await loggedIn(services);
    act(() => services.push(LINES.local.number, { code: 'RINGING_IN', phone: KNOWN_CALLER, callId: 'c1' }));
    await userEvent.click(await button(CALL_LABELS.answer));
    await message(MSG.telephony.callFailed);
    expect((await status()).textContent).toContain('Cuộc gọi đến');
  });

  it("says 'Kết thúc thất bại' when ending fails, and stays in the call", async () => {
    const services = setup({ options: { fail: { end: { message: 'Internal', code: 0 } } } });
    await loggedIn(services);
    act(() => services.push(LINES.local.number, { code: 'RINGING_IN', phone: KNOWN_CALLER, callId: 'c1' }));
    act(() => services.push(LINES.local.number, { code: 'LISTENING_IN', phone: KNOWN_CALLER, callId: 'c1' }));
    await userEvent.click(await button(CALL_LABELS.end));
    await message(MSG.telephony.endFailed);
    expect((await status()).textContent).toContain('Đang nghe');
  });

  it('hangs up when the caller does, and an unknown event resets the panel', async () => {
    const services = setup();
    await loggedIn(services);
    act(() => services.push(LINES.local.number, { code: 'RINGING_IN', phone: KNOWN_CALLER, callId: 'c1' }));
    await within(await panel()).findByText('Trần Thị Mai', {}, later);
    act(() => services.push(LINES.local.number, { code: 'HANGOUT', phone: KNOWN_CALLER, callId: 'c1' }));
    // Nobody answered: the panel and its toggle say it was missed, with the caller still there to call back or sell to.
    await waitFor(async () => expect((await status()).textContent).toBe(`${CALL_LABELS.missed}${KNOWN_CALLER}`));
    expect(screen.getByRole('button', { name: PANEL_LABELS.toggleMissed(KNOWN_CALLER) })).toBeTruthy();
    act(() => services.push(LINES.local.number, { code: 'RINGING_IN', phone: KNOWN_CALLER, callId: 'c3' }));
    await within(await panel()).findByRole('button', { name: CALL_LABELS.answer }, later);
    act(() => services.push(LINES.local.number, { code: 'SOMETHING_NEW', phone: KNOWN_CALLER, callId: 'c3' }));
    await waitFor(async () => expect((await status()).textContent).toContain('Sẵn sàng'));
    expect(within(await panel()).queryByText('Trần Thị Mai')).toBeNull();
  });
});

describe('SoftphoneDock: dialling (002 §5)', () => {
  it("'Vui lòng chọn máy lẻ' without a line, which the panel says instead of a call state", async () => {
    setup({ line: null });
    await within(await panel()).findByText(PANEL_LABELS.noLine, {}, later);
    expect(within(await panel()).queryByText('Sẵn sàng')).toBeNull();
    await dial(KNOWN_CALLER);
    await message(MSG.telephony.lineRequired);
  });

  it("'Chưa nhập số điện thoại' without a number, 10 or 11 digits for provider A, then 'Gọi ra thành công'", async () => {
    const services = setup({ line: LINES.providerA.id });
    await loggedIn(services, '301');
    await dial('');
    await message(MSG.telephony.numberRequired);
    await dial('090912345');
    await message(MSG.telephony.phoneInvalid);
    expect(ops(services, 'dial')).toEqual([]);
    await dial(KNOWN_CALLER);
    await message(MSG.telephony.dialOutSuccess);
    expect(ops(services, 'dial')).toEqual([{ lineId: LINES.providerA.id, phoneNumber: KNOWN_CALLER }]);
    expect((await status()).textContent).toContain('Đang gọi ra');
    // The callee is looked up too; only 'Kết thúc' while ringing out.
    await within(await panel()).findByText('Trần Thị Mai', {}, later);
    await userEvent.click(await button(CALL_LABELS.end));
    await waitFor(async () => expect((await status()).textContent).toContain('Sẵn sàng'));
    expect(ops(services, 'end')).toEqual([{ lineId: LINES.providerA.id, callId: 'out-1' }]);
    // end-call clears the number and the customer (002 §4).
    expect(within(await panel()).queryByText('Trần Thị Mai')).toBeNull();
  });

  it.each([
    ['the server says why', { message: MSG.telephony.authFailed, code: 502 }, MSG.telephony.authFailed],
    ['the provider has no token', { message: MSG.telephony.connectionFailed, code: 502 }, MSG.telephony.connectionFailed],
    ['no answer at all', { message: 'Network Error', code: 0 }, MSG.telephony.dialOutFailed],
  ])("a failed dial (%s) shows the server's message, else 'Gọi ra thất bại', and the line is idle again", async (_case, failure, shown) => {
    const services = setup({ options: { fail: { dial: failure } } });
    await loggedIn(services);
    await dial(KNOWN_CALLER);
    await message(shown);
    await waitFor(async () => expect((await status()).textContent).toContain('Sẵn sàng'));
  });
});

describe('SoftphoneDock: history', () => {
  const history = async () => {
    await userEvent.click(within(await panel()).getByRole('tab', { name: /^Lịch sử/ }));
    return within(await panel()).findByRole('list', { name: HISTORY_LABELS.list }, later);
  };

  it('asks 00:00 today → now, plays a recording in place, and says so when it cannot', async () => {
    const services = setup();
    await loggedIn(services);
    const before = Date.now();
    const list = await history();
    const request = ops(services, 'history')[0] as { lineId: string; startDate: number; endDate: number };
    const vnMidnight = new Date(before + 7 * 3_600_000);
    vnMidnight.setUTCHours(0, 0, 0, 0);
    expect(request.lineId).toBe(LINES.local.id);
    expect(request.startDate).toBe(vnMidnight.getTime() - 7 * 3_600_000);
    expect(request.endDate).toBeGreaterThanOrEqual(before);
    expect(request.endDate).toBeLessThanOrEqual(Date.now());

    await userEvent.click(within(list).getByRole('button', { name: /^Nghe ghi âm cuộc gọi 0909123456/ }));
    const audio = list.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe(`/fake/recording/${LINES.local.id}/call-1.wav`);
    act(() => {
      audio!.dispatchEvent(new Event('error'));
    });
    await message(MSG.telephony.recordingFailed);
  });

  it("says 'Lấy lịch sử cuộc gọi thất bại' when the provider fails", async () => {
    const services = setup({ options: { fail: { history: { message: 'x', code: 0 } } } });
    await loggedIn(services);
    await userEvent.click(within(await panel()).getByRole('tab', { name: /^Lịch sử/ }));
    await message(MSG.telephony.historyFailed);
  });

  it("provider B needs both dates: 'Vui lòng chọn ngày'", async () => {
    const services = setup({ line: LINES.providerB.id });
    await loggedIn(services, '401');
    await history();
    // The first date field is 'Từ ngày': its day section, then everything emptied.
    const [fromDay] = await within(await panel()).findAllByRole('spinbutton', { name: 'Ngày' }, later);
    await userEvent.click(fromDay!);
    await userEvent.keyboard('{Control>}a{/Control}{Delete}');
    await userEvent.click(await button(HISTORY_LABELS.show));
    await message(MSG.telephony.dateRequired);
    expect(ops(services, 'history')).toHaveLength(1);
    // At the emptied field too, marked; the earlier list is gone (it was not of these days).
    expect(within(await panel()).getByText(MSG.telephony.dateRequired)).toBeTruthy();
    expect(within(await panel()).queryByRole('list', { name: HISTORY_LABELS.list })).toBeNull();
  });

  it("a window that ends before it starts: 'Ngày bắt đầu phải trước ngày kết thúc' at 'Đến ngày', and no list", async () => {
    const services = setup();
    await loggedIn(services);
    await history();
    const [, toMonth] = await within(await panel()).findAllByRole('spinbutton', { name: 'Tháng' }, later);
    await userEvent.click(toMonth!);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await button(HISTORY_LABELS.show));
    const inPanel = within(await panel());
    await waitFor(() => expect(inPanel.getByText(MSG.telephony.dateRangeInvalid)).toBeTruthy());
    expect(inPanel.queryByRole('list', { name: HISTORY_LABELS.list })).toBeNull();
    expect(ops(services, 'history')).toHaveLength(1);
  });

  it('calls a missed call back from the line (voice-cloud/recall) and shows the call', async () => {
    const services = setup();
    await loggedIn(services);
    const list = await history();
    await userEvent.click(within(list).getByRole('button', { name: HISTORY_LABELS.recallOf(WALK_IN_CALLER) }));
    await waitFor(() => expect(ops(services, 'recall')).toEqual([{ callid: 'call-3', lineRecall: LINES.local.number }]));
    await waitFor(async () => expect((await status()).textContent).toContain('Đang gọi ra'));
    expect((await status()).textContent).toContain(WALK_IN_CALLER);
  });

  it("a failed recall says 'gọi ra thất bại'", async () => {
    const missed: TCallHistoryItem = todaysCalls()[0]!;
    const services = setup({ options: { history: [missed], fail: { recall: { message: '', code: 0 } } } });
    await loggedIn(services);
    const list = await history();
    await userEvent.click(within(list).getByRole('button', { name: HISTORY_LABELS.recallOf(WALK_IN_CALLER) }));
    await message(MSG.telephony.dialOutFailedLower);
  });
});

describe("SoftphoneDock: 'Bán vé'", () => {
  it('puts the caller and their last ticket on the bus, goes to /book-ticket and closes the panel', async () => {
    const services = setup();
    await loggedIn(services);
    const seen: Array<BusSaleRequest | null> = [];
    const subscription = bus.saleRequest$.subscribe((request) => seen.push(request));
    act(() => services.push(LINES.local.number, { code: 'RINGING_IN', phone: KNOWN_CALLER, callId: 'c1' }));
    await userEvent.click(await button(CALL_LABELS.sell));
    subscription.unsubscribe();
    expect(seen.at(-1)).toMatchObject({ type: 'sale-request', phoneNumber: KNOWN_CALLER, fullName: 'Trần Thị Mai', sample: knownCallerSample() });
    expect(window.location.pathname).toBe('/book-ticket');
    await waitFor(() => expect(screen.queryByRole('region', { name: PANEL_LABELS.panel })).toBeNull());
  });
});

describe('SoftphoneDock: a SIP line (the browser is the phone)', () => {
  it('a ring the clerk rejects is not a missed call, though the phone reports its end inside the reject', async () => {
    const sip = fakeSipPhoneFactory();
    const services = setup({ line: LINES.sip.id, sip });
    await loggedIn(services, LINES.sip.number);
    act(() => sip.phones[0]!.ring(KNOWN_CALLER, 'sip-r'));
    await userEvent.click(await button(CALL_LABELS.reject));
    await waitFor(async () => expect((await status()).textContent).toContain('Sẵn sàng'));
    expect((await status()).textContent).not.toContain(CALL_LABELS.missed);
    expect(sip.phones[0]!.actions).toEqual(['reject']);
  });

  it('a call the callee does not pick up ends, and the clerk is told why', async () => {
    const sip = fakeSipPhoneFactory();
    const services = setup({ line: LINES.sip.id, sip });
    await loggedIn(services, LINES.sip.number);
    await dial(KNOWN_CALLER);
    await waitFor(async () => expect((await status()).textContent).toContain('Đang gọi ra'));
    act(() => sip.phones[0]!.farHangUp(MSG.telephony.calleeBusy));
    await message(MSG.telephony.calleeBusy);
    await waitFor(async () => expect((await status()).textContent).toContain('Sẵn sàng'));
  });

  it('registers with the login’s credentials, rings, answers on the phone and reports the events to the server', async () => {
    const sip = fakeSipPhoneFactory();
    const services = setup({ line: LINES.sip.id, sip });
    await loggedIn(services, LINES.sip.number);
    const phone = sip.phones[0]!;
    expect(phone.options).toEqual({ uri: 'sip:201@pbx.busdesk.test', socketUrl: 'wss://pbx.busdesk.test/ws', password: 'sip-secret', displayName: '201' });
    act(() => phone.ring(KNOWN_CALLER, 'sip-1'));
    await within(await panel()).findByText('Trần Thị Mai', {}, later);
    await userEvent.click(await button(CALL_LABELS.answer));
    await waitFor(async () => expect((await status()).textContent).toContain('Đang nghe'));
    expect(phone.actions).toEqual(['answer']);
    // No server call for the SIP line's actions: the phone did it.
    expect(ops(services, 'answer')).toEqual([]);
    act(() => phone.farHangUp());
    await waitFor(async () => expect((await status()).textContent).toContain('Sẵn sàng'));
    await waitFor(() =>
      expect(ops(services, 'reportEvent')).toEqual(
        ['RINGING_IN', 'LISTENING_IN', 'HANGUP'].map((code) => ({ lineId: LINES.sip.id, code, phone: KNOWN_CALLER, callId: 'sip-1', direction: 'in' })),
      ),
    );
  });

  it("a refused registration says 'Đăng nhập máy lẻ thất bại'", async () => {
    const sip = fakeSipPhoneFactory({ refuse: true });
    const services = setup({ line: LINES.sip.id, sip });
    await message(MSG.telephony.lineLoginFailed);
    expect(services.subscribed.size).toBe(0);
  });
});
