import type { TTicket } from '@busdesk/api-contract';
import { notify } from '@busdesk/shared-kit';
import { useCallback, useEffect, useRef, useState } from 'react';

import {
  applySeatClick,
  canSelectSeat,
  EMPTY_SELECTION,
  reconcileSelection,
  selectedTickets as ticketsOf,
  ticketOnSeat,
  type SeatContext,
  type Selection,
} from '../../../shared/seat-map/seat-rules';
import { lockSeats } from '../api/lock-seats';
import { SeatLockController, type LockSeats, type SeatHold } from '../seat-lock-controller';

export interface UseSeatSelection {
  selection: Selection;
  selectedTickets: TTicket[];
  /** The server's deadline for the seats held by this user, or null. */
  hold: SeatHold | null;
  activateSeat(seatId: string): void;
  /**
   * Selects the group of one of the agency's tickets (a quick-search result, or what was just sold); false when it
   * is not on the trip. `quiet`: no group notice (the clerk just made that group).
   */
  selectTicket(ticketId: string, options?: { quiet?: boolean }): boolean;
  clear(): void;
}

/** New seats (not existing tickets) are the ones that take a real-time lock. */
export const freeSeatsOf = (selection: Selection): string[] => (selection.ticketIds.length > 0 ? [] : selection.seatIds);

/**
 * The seats picked on the opened trip (001 §4 'Seat selection') and the user's 10-minute real-time lock on them:
 * every change of the free seats picked replaces the lock, a refused seat (409) drops out with the server's
 * message, the lock is released when the trip closes, and a lock the server still holds after a page reload is
 * taken over with its own deadline (no reload resets it). Mount one per trip (key the component by trip id).
 */
export function useSeatSelection(tripId: string, ctx: SeatContext | null, lock: LockSeats = lockSeats): UseSeatSelection {
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [hold, setHold] = useState<SeatHold | null>(null);
  const controller = useRef<SeatLockController | null>(null);
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const adopted = useRef(false);

  useEffect(() => {
    const c = new SeatLockController(
      tripId,
      {
        onHold: setHold,
        onRefused: (seatIds, message) => {
          setSelection((s) => ({ ...s, seatIds: s.seatIds.filter((id) => !seatIds.includes(id)) }));
          notify(message, 'warning');
        },
        onError: (message) => notify(message, 'error'),
      },
      lock,
    );
    controller.current = c;
    return () => {
      c.dispose();
      if (controller.current === c) controller.current = null;
    };
  }, [tripId, lock]);

  // Take over the user's own unexpired lock once, when the trip first arrives (a reload keeps the server's deadline).
  useEffect(() => {
    if (!ctx || adopted.current) return;
    adopted.current = true;
    const own = ctx.seatLocks.find((r) => r.userId === ctx.currentUserId && r.expiresAt > ctx.now && r.listSeatId.length > 0);
    if (!own || selectionRef.current.seatIds.length > 0) return;
    const seatIds = own.listSeatId.filter((id) => !ticketOnSeat(id, ctx) && canSelectSeat(id, ctx).ok);
    if (seatIds.length === 0) return;
    controller.current?.adopt(seatIds);
    setSelection({ seatIds, ticketIds: [] });
    setHold({ expiresAt: own.expiresAt, serverOffset: ctx.now - Date.now() });
  }, [ctx]);

  // Live updates may take a picked seat away (another agency sold it) or remove a selected ticket.
  useEffect(() => {
    if (!ctx) return;
    const current = selectionRef.current;
    const next = reconcileSelection(current, ctx);
    if (next === current) return;
    for (const seatId of current.seatIds) {
      if (next.seatIds.includes(seatId) || ticketOnSeat(seatId, ctx)) continue;
      const check = canSelectSeat(seatId, ctx);
      if (!check.ok) notify(check.reason, 'warning');
    }
    setSelection(next);
  }, [ctx]);

  const freeKey = freeSeatsOf(selection).join(',');
  useEffect(() => {
    void controller.current?.request(freeKey === '' ? [] : freeKey.split(','));
  }, [freeKey]);

  const activateSeat = useCallback((seatId: string) => {
    const context = ctxRef.current;
    if (!context) return;
    const before = selectionRef.current;
    const { selection: next, warning } = applySeatClick(before, seatId, context);
    setSelection(next);
    // Unchanged selection: the seat was refused; changed with a message: the group notice.
    if (warning) notify(warning, next === before ? 'warning' : 'info');
  }, []);

  const selectTicket = useCallback((ticketId: string, options: { quiet?: boolean } = {}) => {
    const context = ctxRef.current;
    const ticket = context?.tickets.find((t) => t.ticketId === ticketId);
    if (!context || !ticket || !ticketOnSeat(ticket.seatId, context)) return false;
    const { selection: next, warning } = applySeatClick(EMPTY_SELECTION, ticket.seatId, context);
    setSelection(next);
    if (warning && !options.quiet) notify(warning, 'info');
    return true;
  }, []);

  const clear = useCallback(() => setSelection(EMPTY_SELECTION), []);

  // The same array while the same ticket objects are selected: the booking form resets on a new selection, not on
  // every clock tick or unrelated live update.
  const previousTickets = useRef<TTicket[]>([]);
  const computed = ctx ? ticketsOf(selection, ctx) : [];
  const previous = previousTickets.current;
  const selectedTickets =
    computed.length === previous.length && computed.every((t, i) => t === previous[i]) ? previous : computed;
  previousTickets.current = selectedTickets;

  // A hold means something only while free seats are picked; the release answer clears it anyway.
  return { selection, selectedTickets, hold: freeKey === '' ? null : hold, activateSeat, selectTicket, clear };
}
