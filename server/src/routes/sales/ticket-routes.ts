import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  MSG,
  bookTicketEndpoint,
  calculatePriceEndpoint,
  cancelDetailsEndpoint,
  cancelTicketsEndpoint,
  isSellableSeatType,
  ticketLogEndpoint,
  updateTicketsEndpoint,
} from '@busdesk/api-contract';
import { onHoldsReleased } from '../../db/hold-sweeper';
import { badRequest } from '../../lib/http-error';
import { registerEndpoint } from '../../lib/register-endpoint';
import { authorisedRouteIds } from '../../sales/authorised-routes';
import { bookTickets, priceOrRefuse } from '../../sales/booking';
import { loadSaleTrip } from '../../sales/booking-rules';
import { cancelDetails, cancelTickets } from '../../sales/cancel';
import { loadPricingContext, priceSeat } from '../../sales/pricing';
import { publishReleasedHolds } from '../../sales/ticket-events';
import { ticketLog } from '../../sales/ticket-log';
import { updateTickets } from '../../sales/ticket-update';

const access = { policy: 'partner', tenant: 'partner' } as const;

/** The contract marks a phone that breaks the 001 §5 pattern with the issue message 'phone'. */
function isPhoneIssue(err: FastifyError): boolean {
  if (!hasZodFastifySchemaValidationErrors(err)) return false;
  return (err.validation as Array<{ message?: string; params?: { issue?: { message?: string } } }>).some(
    (v) => (v.params?.issue?.message ?? v.message) === 'phone',
  );
}

/** Booking lifecycle (001 §3–§5, §7): price, book, update, cancel, cancel details, ticket log. */
export async function salesTicketRoutes(app: FastifyInstance) {
  // A bad phone answers with the seed's own text; anything else goes on to the app's error handler.
  app.setErrorHandler((err: FastifyError) => {
    if (isPhoneIssue(err)) throw badRequest(MSG.sales.phoneInvalid);
    throw err;
  });

  // Holds released by the sweeper or before a booking leave every open seat map.
  const stopListening = onHoldsReleased(app.database, (released) => {
    void publishReleasedHolds(app, released);
  });
  app.addHook('onClose', async () => stopListening());

  registerEndpoint(app, calculatePriceEndpoint, access, async ({ input, session }) => {
    const trip = await loadSaleTrip(app.database, input.tripId, await authorisedRouteIds(app.database, session));
    const seatTypes = new Map(trip.seatMap.map((s) => [s.seatId, s.seatType]));
    const notSellable = input.seatIds.filter((id) => !isSellableSeatType(seatTypes.get(id) ?? 0));
    if (notSellable.length) throw badRequest(MSG.sales.seatNotSellable(notSellable.join(', ')), { seatIds: notSellable });
    const pricing = await loadPricingContext(app.database, trip);
    const seatPrice = input.seatIds.map((seatId) => {
      const detail = input.seatDetails.find((d) => d.seatId === seatId);
      const priced = priceOrRefuse(() =>
        priceSeat(pricing.stops, pricing.categories, {
          seatId,
          pointUpId: input.pointUpId,
          pointDownId: input.pointDownId,
          transshipUpId: detail?.transhipmentPointUpId,
          transshipDownId: detail?.transhipmentPointDownId,
          surchargeIds: detail?.surcharge ?? [],
        }),
      );
      return {
        seatId,
        originalTicketPrice: priced.originalTicketPrice,
        transshipmentPrice: priced.transshipmentPrice,
        surchargePrice: priced.surchargePrice,
        agencyPrice: priced.agencyPrice,
      };
    });
    return { seatPrice };
  });

  registerEndpoint(app, bookTicketEndpoint, access, ({ input, session }) => bookTickets(app, session, input));
  registerEndpoint(app, updateTicketsEndpoint, access, ({ input, session }) => updateTickets(app, session, input));
  registerEndpoint(app, cancelDetailsEndpoint, access, ({ input, session }) => cancelDetails(app, session, input.ticketIds));
  registerEndpoint(app, cancelTicketsEndpoint, access, ({ input, session }) => cancelTickets(app, session, input));
  registerEndpoint(app, ticketLogEndpoint, access, ({ input, session }) => ticketLog(app, session, input.ticketId));
}
