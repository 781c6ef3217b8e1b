import { MSG, type TSeatPrice, type TTicket, type TTripDetail, type TTripPoint } from '@busdesk/api-contract';
import { notify } from '@busdesk/shared-kit';
import { useState } from 'react';
import { bookRequest, payInFullRequest, updateRequest, type BookMode } from '../booking-requests';
import { validateBooking, validateCancel, type BookingForm, type BookingProblem, type PaidAgainst } from '../booking-rules';
import type { BookingServices } from '../booking-services';
import { failureText, serverMessage } from '../../../shared/server-message';

export interface BookingActionsInput {
  services: BookingServices;
  trip: TTripDetail;
  points: readonly TTripPoint[];
  form: BookingForm;
  selectedSeatIds: readonly string[];
  selectedTickets: readonly TTicket[];
  prices: readonly TSeatPrice[];
  phoneRequired: boolean;
  now: () => number;
  /** Shows the problem and moves the focus to its field. */
  onProblem(problem: BookingProblem): void;
  /** After any success: the server's tickets, and which action it was. */
  onDone(tickets: TTicket[], action: DoneAction): void;
}

/** What succeeded: a sale (new tickets), or a change of selected tickets. */
export type DoneAction = 'book' | 'update';

export interface BookingActionHandlers {
  busy: boolean;
  book(mode: BookMode): Promise<void>;
  update(): Promise<void>;
  payInFull(): Promise<void>;
  /** Runs the cancel checks; true when the cancel dialog may open. */
  canOpenCancel(): boolean;
  /** Runs the pay-in-full checks; true when its confirmation may open. */
  canPayInFull(): boolean;
}

/** Each action is one server call; the form's checks (001 §5) run first and the first failure stops it. */
export function useBookingActions(input: BookingActionsInput): BookingActionHandlers {
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<{ tickets: TTicket[] }>, success: string, failure: (error: unknown) => string, action: DoneAction = 'update') {
    setBusy(true);
    try {
      const answer = await call();
      notify(success, 'success');
      input.onDone(answer.tickets, action);
    } catch (error) {
      notify(failure(error), 'error');
    } finally {
      setBusy(false);
    }
  }

  const check = (seatCount: number, paidAgainst?: readonly PaidAgainst[]): boolean => {
    const problem = validateBooking({ form: input.form, seatCount, trip: input.trip, now: input.now(), phoneRequired: input.phoneRequired, paidAgainst });
    if (problem) input.onProblem(problem);
    return problem === null;
  };

  const canPayInFull = (): boolean => {
    if (input.selectedTickets.length > 0) return true;
    input.onProblem({ field: 'seat', message: MSG.sales.seatRequired });
    return false;
  };

  return {
    busy,
    async book(mode) {
      // A hold sends the deposit typed per seat; book-and-pay sends each price.
      const deposits = mode === 'hold' ? input.prices.filter((p) => input.selectedSeatIds.includes(p.seatId)).map((p) => ({ agencyPrice: p.agencyPrice, paidMoney: 0 })) : undefined;
      if (busy || !check(input.selectedSeatIds.length, deposits)) return;
      const priced = input.selectedSeatIds.every((id) => input.prices.some((p) => p.seatId === id));
      // Book-and-pay takes the price as the paid money: without a price there is nothing honest to send.
      if (mode === 'pay' && !priced) {
        notify(MSG.sales.searchFailed, 'error');
        return;
      }
      const request = bookRequest({
        trip: input.trip,
        form: input.form,
        seatIds: input.selectedSeatIds,
        prices: input.prices,
        points: input.points,
        mode,
        now: input.now(),
      });
      await run(() => input.services.book(request), MSG.sales.bookingSuccess, (e) => MSG.sales.bookingFailed(serverMessage(e)), 'book');
    },
    async update() {
      const paidAgainst = input.selectedTickets.map((t) => ({ agencyPrice: input.prices.find((p) => p.seatId === t.seatId)?.agencyPrice ?? t.agencyPrice, paidMoney: t.paidMoney }));
      if (busy || !check(input.selectedTickets.length, paidAgainst)) return;
      const request = updateRequest(input.form, input.selectedTickets, input.points);
      await run(() => input.services.update(request), MSG.sales.updateSuccess, (e) => failureText(e, MSG.sales.updateFailed));
    },
    async payInFull() {
      if (busy || !canPayInFull()) return;
      const request = payInFullRequest(input.selectedTickets);
      await run(() => input.services.update(request), MSG.sales.statusUpdateSuccess, (e) => failureText(e, MSG.sales.updateFailed));
    },
    canPayInFull,
    canOpenCancel() {
      const problem = validateCancel({ ticketCount: input.selectedTickets.length, trip: input.trip, now: input.now() });
      if (problem) input.onProblem(problem);
      return problem === null;
    },
  };
}
