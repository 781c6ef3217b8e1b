import type { z } from 'zod';
import { isSellableSeatType, MSG, type ZCalculatePriceRequest, type ZSurchargeListRequest } from '@busdesk/api-contract';
import { badRequest, notFound } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';
import { authorisedRouteIds } from './authorised-routes';
import { priceOrRefuse } from './booking';
import { loadPricingContext, priceSeat } from './pricing';
import type { SalesDeps } from './sales-deps';
import { authorisedCompanyIds } from './search-lookups';
import { listSurcharges } from './trip-surcharges';

/** Prices and surcharges as the booking form shows them before a sale (001 §7 calculate-price, surcharge list). */
export function createPriceQuote(deps: Pick<SalesDeps, 'database' | 'trips'>) {
  return {
    async calculate(session: SessionContext, input: z.output<typeof ZCalculatePriceRequest>) {
      const trip = await deps.trips.saleTrip(input.tripId, await authorisedRouteIds(deps.database, session));
      if (!trip) throw notFound();
      const seatTypes = new Map(trip.seatMap.map((s) => [s.seatId, s.seatType]));
      const notSellable = input.seatIds.filter((id) => !isSellableSeatType(seatTypes.get(id) ?? 0));
      if (notSellable.length) throw badRequest(MSG.sales.seatNotSellable(notSellable.join(', ')), { seatIds: notSellable });
      const pricing = await loadPricingContext(deps.database, trip);
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
    },

    /** A company's surcharge categories, only for a company the session sells for (any other: 404). */
    async surcharges(session: SessionContext, input: z.output<typeof ZSurchargeListRequest>) {
      const companies = await authorisedCompanyIds(deps.database, await authorisedRouteIds(deps.database, session));
      if (!companies.includes(input.companyId)) throw notFound();
      return { surchargeCategories: await listSurcharges(deps.database, input.companyId, input) };
    },
  };
}

export type PriceQuote = ReturnType<typeof createPriceQuote>;
