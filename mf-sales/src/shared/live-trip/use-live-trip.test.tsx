import { bus, callEndpoint } from '@busdesk/shared-kit';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLocalSalesServer, type LocalSalesServer } from '../../test-support/local-sales-server';
import { FIXTURE_PARTNER_ID, FIXTURE_USER_ID, fixtureTrip, viewTripFixture } from '../../test-support/trip-detail-fixtures';
import type { LiveTripClients } from './live-trip';
import { prepareLiveTrip, useLiveTrip } from './use-live-trip';

const VIEW = '/partner/trip/view-by-id';
const tripId = fixtureTrip.tripId;
const viewer = { userId: FIXTURE_USER_ID, partnerId: FIXTURE_PARTNER_ID };

let server: LocalSalesServer;
let subscribed: Set<string>;
let clients: LiveTripClients;

function Trip() {
  const { snapshot } = useLiveTrip(tripId, viewer, clients);
  return <p>{snapshot.status === 'ready' ? `ready ${snapshot.data.trip.tripId}` : snapshot.status}</p>;
}

beforeEach(async () => {
  server = await startLocalSalesServer();
  server.on(VIEW, () => ({ results: viewTripFixture() }));
  subscribed = new Set();
  clients = {
    call: callEndpoint,
    realtime: {
      subscribeTopic: (topic) => {
        subscribed.add(topic);
        return () => void subscribed.delete(topic);
      },
      tickets$: bus.tickets$,
      reconnected$: bus.reconnected$,
    },
  };
});

afterEach(async () => {
  vi.useRealTimers();
  await server.close();
});

describe('prepareLiveTrip', () => {
  it('starts the trip’s load at once; the screen that opens it takes the engine over and loads nothing twice', async () => {
    prepareLiveTrip(tripId, viewer, clients);
    // Subscribed and asked before anything rendered.
    expect(subscribed.size).toBe(2);
    await vi.waitFor(() => expect(server.callsTo(VIEW)).toHaveLength(1));
    const { unmount } = render(<Trip />);
    expect(await screen.findByText(`ready ${tripId}`)).toBeTruthy();
    expect(server.callsTo(VIEW)).toHaveLength(1);
    unmount();
    // The screen owned it: closing the trip ends its subscriptions.
    expect(subscribed.size).toBe(0);
  });

  it('without a prepared engine the screen loads the trip itself (the control)', async () => {
    const { unmount } = render(<Trip />);
    expect(await screen.findByText(`ready ${tripId}`)).toBeTruthy();
    expect(server.callsTo(VIEW)).toHaveLength(1);
    unmount();
    expect(subscribed.size).toBe(0);
  });

  it('a prepared trip no screen takes stops after a few seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    prepareLiveTrip(tripId, viewer, clients);
    expect(subscribed.size).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(subscribed.size).toBe(0);
    vi.useRealTimers();
    // Taken by nobody, so a screen opened later starts its own engine.
    const { unmount } = render(<Trip />);
    expect(await screen.findByText(`ready ${tripId}`)).toBeTruthy();
    expect(subscribed.size).toBe(2);
    unmount();
  });
});
