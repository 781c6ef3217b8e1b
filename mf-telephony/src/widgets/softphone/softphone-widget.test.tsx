import { MSG } from '@busdesk/api-contract';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_LABELS } from '../../features/call/labels';
import { LINES_LABELS } from '../../features/lines/labels';
import { fakeTelephonyServices } from '../../test-support/fake-telephony-services';
import { KNOWN_CALLER, knownCallerSample, LINES, WALK_IN_CALLER } from '../../test-support/telephony-fixtures';
import { SOFTPHONE_WIDGET_LABELS } from './labels';
import { defineSoftphoneElement, SOFTPHONE_ELEMENT } from './softphone-element';
import { CALL_STATE_EVENT, CUSTOMER_EVENT, LiveSoftphone, type CallStateDetail, type CustomerDetail } from './softphone-widget';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  cleanup();
  localStorage.clear();
  document.body.innerHTML = '';
});
const later = { timeout: 10_000 };

function listen() {
  const states: CallStateDetail[] = [];
  const customers: CustomerDetail[] = [];
  const onState = (e: Event) => states.push((e as CustomEvent<CallStateDetail>).detail);
  const onCustomer = (e: Event) => customers.push((e as CustomEvent<CustomerDetail>).detail);
  document.addEventListener(CALL_STATE_EVENT, onState);
  document.addEventListener(CUSTOMER_EVENT, onCustomer);
  return {
    states,
    customers,
    stop() {
      document.removeEventListener(CALL_STATE_EVENT, onState);
      document.removeEventListener(CUSTOMER_EVENT, onCustomer);
    },
  };
}

describe('<busdesk-softphone> content', () => {
  it("logs in to the line its `line` names, and announces the call's states and the caller as DOM events", async () => {
    const events = listen();
    const services = fakeTelephonyServices();
    render(<LiveSoftphone services={services} line={LINES.providerA.number} />);
    await waitFor(() => expect(services.subscribed.has(LINES.providerA.number)).toBe(true), later);
    expect(services.calls.filter((c) => c.op === 'logIn').map((c) => c.request)).toEqual([{ lineId: LINES.providerA.id }]);
    // The page hears that the line is logged in before the call rings (else, on a slow machine, both changes can come
    // in one render and the logged-in state is never announced on its own).
    await waitFor(() => expect(events.states.at(-1)?.line).toBe(LINES.providerA.number), later);
    act(() => services.push(LINES.providerA.number, { code: 'RINGING_IN', phone: KNOWN_CALLER, callId: 'w1' }));
    await waitFor(() => expect(events.customers).toHaveLength(1), later);
    expect(events.customers[0]).toMatchObject({ phoneNumber: KNOWN_CALLER, ticketSample: knownCallerSample() });
    expect(events.customers[0]?.customer?.companyCustomer.fullName).toBe('Trần Thị Mai');
    act(() => services.push(LINES.providerA.number, { code: 'HANGUP', phone: KNOWN_CALLER, callId: 'w1' }));
    await waitFor(() => expect(events.states.at(-1)?.status).toBe('EMPTY'));
    // One event per change: idle, then the line logged in, ringing, idle again.
    expect(events.states.map((s) => [s.status, s.number, s.line])).toEqual([
      ['EMPTY', '', null],
      ['EMPTY', '', '301'],
      ['RINGING_IN', KNOWN_CALLER, '301'],
      ['EMPTY', KNOWN_CALLER, '301'],
    ]);
    // No sales screen on a partner's page: no 'Bán vé'.
    expect(screen.queryByRole('button', { name: CALL_LABELS.sell })).toBeNull();
    events.stop();
  });

  it('announces a walk-in guest as customer null, and shows its messages in place', async () => {
    const events = listen();
    const services = fakeTelephonyServices();
    render(<LiveSoftphone services={services} line={LINES.local.id} />);
    await waitFor(() => expect(services.subscribed.has(LINES.local.number)).toBe(true), later);
    act(() => services.push(LINES.local.number, { code: 'RINGING_IN', phone: WALK_IN_CALLER, callId: 'w2' }));
    await waitFor(() => expect(events.customers).toEqual([{ phoneNumber: WALK_IN_CALLER, customer: null, ticketSample: null }]), later);
    act(() => services.push(LINES.local.number, { code: 'HANGUP', phone: WALK_IN_CALLER, callId: 'w2' }));
    await userEvent.click(await screen.findByRole('button', { name: CALL_LABELS.dial }, later));
    const log = screen.getByRole('log', { name: SOFTPHONE_WIDGET_LABELS.messages });
    await within(log).findByText(MSG.telephony.numberRequired, {}, later);
    events.stop();
  });

  it('announces the caller once a call, not again when hanging up an answered call clears the ticket sample', async () => {
    const events = listen();
    const services = fakeTelephonyServices();
    render(<LiveSoftphone services={services} line={LINES.providerA.number} />);
    await waitFor(() => expect(services.subscribed.has(LINES.providerA.number)).toBe(true), later);
    act(() => services.push(LINES.providerA.number, { code: 'RINGING_IN', phone: KNOWN_CALLER, callId: 'w3' }));
    await waitFor(() => expect(events.customers).toHaveLength(1), later);
    await userEvent.click(await screen.findByRole('button', { name: CALL_LABELS.answer }, later));
    await waitFor(() => expect(events.states.at(-1)?.status).toBe('LISTENING_IN'), later);
    await userEvent.click(await screen.findByRole('button', { name: CALL_LABELS.end }, later));
    await waitFor(() => expect(events.states.at(-1)?.status).toBe('EMPTY'), later);
    expect(events.customers.map((c) => [c.phoneNumber, c.ticketSample?.routeId ?? null])).toEqual([[KNOWN_CALLER, knownCallerSample().routeId]]);
    events.stop();
  });

  it('says so when the agency has no line', async () => {
    render(<LiveSoftphone services={fakeTelephonyServices({ lines: [] })} />);
    expect(await screen.findByText(SOFTPHONE_WIDGET_LABELS.noLines, {}, later)).toBeTruthy();
  });

  it('says why the line list failed (an expired token, the server down) and loads it again on Thử lại', async () => {
    const services = fakeTelephonyServices({ fail: { listLines: { message: MSG.server.unauthorized, code: 401 } } });
    render(<LiveSoftphone services={services} line={LINES.local.number} />);
    const alert = await screen.findByRole('alert', {}, later);
    expect(alert.textContent).toContain(LINES_LABELS.loadFailedWith(MSG.server.unauthorized));
    // The server is back (or the page gave a fresh token): the retry lists the lines and logs in to the `line`.
    delete services.options.fail;
    await userEvent.click(within(alert).getByRole('button', { name: LINES_LABELS.retry }));
    await waitFor(() => expect(services.subscribed.has(LINES.local.number)).toBe(true), later);
    expect(screen.queryByText(LINES_LABELS.loadFailedWith(MSG.server.unauthorized))).toBeNull();
  });

  it('says so while its connection for call events is down, instead of looking ready', async () => {
    const services = fakeTelephonyServices();
    const { rerender } = render(<LiveSoftphone services={services} line={LINES.local.number} connection="connected" />);
    await waitFor(() => expect(services.subscribed.has(LINES.local.number)).toBe(true), later);
    expect(screen.queryByText(SOFTPHONE_WIDGET_LABELS.callEventsReconnecting)).toBeNull();
    rerender(<LiveSoftphone services={services} line={LINES.local.number} connection="reconnecting" />);
    expect(await screen.findByText(SOFTPHONE_WIDGET_LABELS.callEventsReconnecting, {}, later)).toBeTruthy();
    rerender(<LiveSoftphone services={services} line={LINES.local.number} connection="connected" />);
    await waitFor(() => expect(screen.queryByText(SOFTPHONE_WIDGET_LABELS.callEventsReconnecting)).toBeNull(), later);
    rerender(<LiveSoftphone services={services} line={LINES.local.number} connection="offline" />);
    expect(await screen.findByText(SOFTPHONE_WIDGET_LABELS.callEventsRefused, {}, later)).toBeTruthy();
  });

  it('says so when its `line` names no line of the agency, instead of silently using none', async () => {
    render(<LiveSoftphone services={fakeTelephonyServices()} line="9999" />);
    expect(await screen.findByText(SOFTPHONE_WIDGET_LABELS.lineNotFound('9999'), {}, later)).toBeTruthy();
  });
});

describe(`<${SOFTPHONE_ELEMENT}>`, () => {
  it('is defined once, renders in an open shadow root, and asks for its attributes', async () => {
    defineSoftphoneElement();
    defineSoftphoneElement();
    const element = document.createElement(SOFTPHONE_ELEMENT);
    document.body.append(element);
    expect(element.shadowRoot).not.toBeNull();
    const alert = await within(element.shadowRoot as unknown as HTMLElement).findByRole('alert', {}, later);
    expect(alert.textContent).toBe(SOFTPHONE_WIDGET_LABELS.missingAttributes);
    expect(alert.getRootNode()).toBe(element.shadowRoot);
  });
});
