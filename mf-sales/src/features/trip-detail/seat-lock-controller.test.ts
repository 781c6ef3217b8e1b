import { MSG } from '@busdesk/api-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lockSeats } from './api/lock-seats';
import { startLocalSalesServer, type LocalSalesServer } from '../../test-support/local-sales-server';
import { refusedSeatIds, SeatLockController, type SeatHold } from './seat-lock-controller';

const LOCK = '/partner/trip/lock-seat';
const SERVER_NOW = 1_800_000_000_000;

let server: LocalSalesServer;
let held: Set<string>;

function callbacks() {
  return { onHold: vi.fn<(hold: SeatHold | null) => void>(), onRefused: vi.fn<(ids: string[], m: string) => void>(), onError: vi.fn<(m: string) => void>() };
}
const sent = () => server.callsTo(LOCK).map((c) => (c.body as { seatIds: string[] }).seatIds);

beforeEach(async () => {
  server = await startLocalSalesServer();
  // Seats held by another user on the server.
  held = new Set(['A07']);
  server.on(LOCK, (call) => {
    const { seatIds } = call.body as { tripId: string; seatIds: string[] };
    const taken = seatIds.filter((id) => held.has(id));
    if (taken.length > 0) return { code: 409, message: MSG.server.seatConflict(taken.join(', ')) };
    return {
      results: { records: [], expiresAt: seatIds.length > 0 ? SERVER_NOW + 600_000 : null, serverTime: SERVER_NOW },
    };
  });
});

afterEach(async () => {
  await server.close();
});

describe('SeatLockController', () => {
  it('locks the selected seats, replaces them on change and releases with an empty list', async () => {
    const cb = callbacks();
    const controller = new SeatLockController('trip-1', cb, lockSeats);
    await controller.request(['A01']);
    await controller.request(['A01', 'A02']);
    await controller.request([]);
    expect(sent()).toEqual([['A01'], ['A01', 'A02'], []]);
    expect(server.callsTo(LOCK)[0]?.body).toEqual({ tripId: 'trip-1', seatIds: ['A01'] });
    const hold = cb.onHold.mock.calls[0]?.[0];
    expect(hold?.expiresAt).toBe(SERVER_NOW + 600_000);
    // serverTime is in this machine's future: the offset says so.
    expect(hold?.serverOffset).toBeGreaterThan(0);
    expect(cb.onHold).toHaveBeenLastCalledWith(null);
  });

  it('does not call again for the same set, and coalesces a burst of changes', async () => {
    const controller = new SeatLockController('trip-1', callbacks(), lockSeats);
    const first = controller.request(['A01']);
    void controller.request(['A01', 'A02']);
    void controller.request(['A01', 'A02', 'A03']);
    await first;
    await vi.waitFor(() => expect(sent()).toEqual([['A01'], ['A01', 'A02', 'A03']]));
    await controller.request(['A03', 'A02', 'A01']);
    expect(sent()).toHaveLength(2);
  });

  it('on 409 drops the refused seats, tells the server’s message and locks the rest', async () => {
    const cb = callbacks();
    const controller = new SeatLockController('trip-1', cb, lockSeats);
    await controller.request(['A06', 'A07']);
    await vi.waitFor(() => expect(sent()).toEqual([['A06', 'A07'], ['A06']]));
    expect(cb.onRefused).toHaveBeenCalledWith(['A07'], 'Ghế A07 đã có người đặt');
    expect(cb.onHold).toHaveBeenCalledTimes(1);
  });

  it('releases on dispose and ignores answers after it', async () => {
    const cb = callbacks();
    const controller = new SeatLockController('trip-1', cb, lockSeats);
    await controller.request(['A01']);
    controller.dispose();
    await vi.waitFor(() => expect(sent()).toEqual([['A01'], []]));
    await controller.request(['A02']);
    expect(sent()).toHaveLength(2);
  });

  it('adopts a lock the server already holds without extending it', async () => {
    const controller = new SeatLockController('trip-1', callbacks(), lockSeats);
    controller.adopt(['B01']);
    await controller.request(['B01']);
    expect(sent()).toEqual([]);
    await controller.request([]);
    expect(sent()).toEqual([[]]);
  });

  it('reports other failures once and does not retry the same set in a loop', async () => {
    server.on(LOCK, () => ({ code: 500, message: 'Lỗi máy chủ' }));
    const cb = callbacks();
    const controller = new SeatLockController('trip-1', cb, lockSeats);
    await controller.request(['A01']);
    await controller.request(['A01']);
    expect(cb.onError).toHaveBeenCalledTimes(1);
    expect(cb.onError).toHaveBeenCalledWith('Lỗi máy chủ');
    expect(sent()).toHaveLength(1);
  });
});

describe('refusedSeatIds', () => {
  it('prefers the seat ids the answer lists, else finds the requested ids named in the message', () => {
    expect(refusedSeatIds(['A1', 'A10'], { results: { seatIds: ['A10'] } }, '')).toEqual(['A10']);
    expect(refusedSeatIds(['A1', 'A10', 'B2'], null, 'Ghế A10, B2 đã có người đặt')).toEqual(['A10', 'B2']);
  });
});
