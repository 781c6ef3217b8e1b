import { topics } from '@busdesk/api-contract';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WebSocket as NodeWebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLocalTripServer, TEST_TOKEN, TRIP_ID, type LocalTripServer } from '../../test-support/local-trip-server';
import { defineSeatMapElement, SEAT_MAP_ELEMENT } from './seat-map-element';
import { SEAT_SELECT_EVENT, type SeatSelectDetail } from './seat-map-widget';

let server: LocalTripServer;

beforeAll(async () => {
  server = await startLocalTripServer();
});
afterAll(() => server.close());
beforeEach(() => {
  // Node's own WebSocket clashes with jsdom's Event class; `ws` has the browser API mqtt.js uses.
  vi.stubGlobal('WebSocket', NodeWebSocket);
  server.requests.length = 0;
});
afterEach(async () => {
  document.body.innerHTML = '';
  await waitFor(() => expect(server.hasSubscription(topics.tripSeats(TRIP_ID))).toBe(false), { timeout: 5000 });
  vi.unstubAllGlobals();
});

function mountElement(): HTMLElement {
  defineSeatMapElement();
  const holder = document.createElement('div');
  holder.innerHTML = `<${SEAT_MAP_ELEMENT} trip-id="${TRIP_ID}" api-base="${server.apiBase}" token="${TEST_TOKEN}"></${SEAT_MAP_ELEMENT}>`;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

const inShadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe(`<${SEAT_MAP_ELEMENT}>`, { timeout: 20_000 }, () => {
  it('defines the element once, however often the bundle runs', () => {
    defineSeatMapElement();
    defineSeatMapElement();
    expect(customElements.get(SEAT_MAP_ELEMENT)).toBeTypeOf('function');
  });

  it('renders the live seat map in an open shadow root with its styles inside it', async () => {
    const element = mountElement();
    expect(element.shadowRoot).not.toBeNull();
    const seat = await inShadow(element).findByRole('button', { name: 'Ghế A01, còn trống' }, { timeout: 5000 });
    expect(seat.getRootNode()).toBe(element.shadowRoot);
    expect(inShadow(element).getByRole('group', { name: 'Tầng 1' })).toBeTruthy();
    // MUI's styles are written into the shadow root, where they apply, and not into the page's head.
    const styles = element.shadowRoot?.querySelectorAll('style[data-emotion^="busdesk-seat-map"]') ?? [];
    expect(styles.length).toBeGreaterThan(0);
    expect(document.head.querySelector('style[data-emotion^="busdesk-seat-map"]')).toBeNull();
    expect(server.requests.find((r) => r.url === '/api/partner/trip/view-by-id')?.authorization).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('emits seat-select out of the shadow root to the page', async () => {
    const user = userEvent.setup();
    const element = mountElement();
    const received: { target: EventTarget | null; detail: SeatSelectDetail }[] = [];
    document.addEventListener(SEAT_SELECT_EVENT, (e) => received.push({ target: e.target, detail: (e as CustomEvent<SeatSelectDetail>).detail }));
    await user.click(await inShadow(element).findByRole('button', { name: 'Ghế A04, còn trống' }, { timeout: 5000 }));
    await user.click(inShadow(element).getByRole('button', { name: 'Ghế B01, còn trống' }));
    expect(received.map((r) => r.detail)).toEqual([
      { tripId: TRIP_ID, seatIds: ['A04'] },
      { tripId: TRIP_ID, seatIds: ['A04', 'B01'] },
    ]);
    // Retargeted: the page sees the element itself, not the widget's insides.
    expect(received[0]?.target).toBe(element);
  });

  it('loads another trip when trip-id changes', async () => {
    const element = mountElement();
    await inShadow(element).findByRole('button', { name: 'Ghế A01, còn trống' }, { timeout: 5000 });
    element.setAttribute('trip-id', 'trip-widget-2');
    await waitFor(() =>
      expect(server.requests.some((r) => r.url === '/api/partner/trip/view-by-id' && JSON.parse(r.body).tripId === 'trip-widget-2')).toBe(true),
    );
  });
});
