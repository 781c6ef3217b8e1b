import type { TTicket } from '@busdesk/api-contract';
import {
  cancelDetailsFixture,
  pointsFixture,
  surchargesFixture,
  ticketFixture,
  ticketLogsFixture,
} from './booking-fixtures';
import { surchargeEffect } from '@busdesk/api-contract';
import type { BookingServices } from '../features/booking/booking-services';

/**
 * Stories only: the panel's calls answered in memory after a short pause, priced like the server does (the leg's
 * price difference, plus transshipment, plus surcharges). Never used by product code.
 */
const pause = (ms = 300) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function fakeBookingServices(options: { failBooking?: string } = {}): BookingServices {
  const points = pointsFixture();
  const surcharges = surchargesFixture();
  const priceOf = (id: string) => points.find((p) => p.pointId === id)?.priceFromStart ?? 0;
  const transshipPrice = (pointId: string, id: string | null | undefined) =>
    points.find((p) => p.pointId === pointId)?.listTransshipmentPoint.find((t) => t.id === id)?.transshipmentPrice ?? 0;
  return {
    async calculatePrice(request) {
      await pause();
      const leg = Math.max(0, priceOf(request.pointDownId) - priceOf(request.pointUpId));
      return {
        seatPrice: request.seatIds.map((seatId) => {
          const detail = request.seatDetails?.find((d) => d.seatId === seatId);
          const surchargePrice = surcharges.filter((s) => detail?.surcharge?.includes(s.id)).reduce((sum, s) => sum + surchargeEffect(s), 0);
          const transshipmentPrice =
            transshipPrice(request.pointUpId, detail?.transhipmentPointUpId) + transshipPrice(request.pointDownId, detail?.transhipmentPointDownId);
          return { seatId, originalTicketPrice: leg, transshipmentPrice, surchargePrice, agencyPrice: leg + transshipmentPrice + surchargePrice };
        }),
      };
    },
    async listSurcharges() {
      await pause();
      return { surchargeCategories: surcharges };
    },
    async searchCustomers(request) {
      await pause();
      return {
        result: [
          {
            companyCustomer: { fullName: 'Phạm Minh Tuấn', phoneNumber: request.phoneNumber, email: 'tuan@example.vn' },
            tickets: [ticketFixture({ pointDown: { id: 'pt-baoloc', name: 'Bảo Lộc', pointType: 0 } })],
          },
        ],
      };
    },
    async book(request) {
      await pause(600);
      if (options.failBooking) throw new Error(options.failBooking);
      const tickets: TTicket[] = request.informationsBySeats.map((seat, i) =>
        ticketFixture({ ticketId: `story-${i}`, seatId: seat.seatId, fullName: seat.fullName ?? null, paidMoney: seat.paidMoney ?? 0 }),
      );
      return { ticketCode: 'VE0100', tickets };
    },
    async update(request) {
      await pause(600);
      return { tickets: request.tickets.map((t) => ticketFixture({ ticketId: t.ticketId, ticketStatus: t.ticketStatus ?? 2 })) };
    },
    async cancelDetails() {
      await pause();
      return cancelDetailsFixture();
    },
    async cancel(request) {
      await pause(600);
      return { tickets: request.ticketIds.map((ticketId) => ticketFixture({ ticketId, ticketStatus: 0 })), refund: 340_000, totalFee: 60_000 };
    },
    async ticketLog() {
      await pause();
      return { logs: ticketLogsFixture() };
    },
  };
}
