import { calculatePriceEndpoint, MSG, type EndpointCall, type TSeatPrice } from '@busdesk/api-contract';
import { callEndpoint, notify } from '@busdesk/shared-kit';
import { useEffect, useState } from 'react';
import { priceRequest } from '../booking-requests';
import type { BookingForm } from '../booking-rules';

/** The server's price of each seat for the form's stops, transshipments and surcharges (001 §7 calculate-price). */
export const calculatePrice: EndpointCall<typeof calculatePriceEndpoint> = (request) => callEndpoint(calculatePriceEndpoint, request);

export interface SeatPrices {
  prices: TSeatPrice[];
  loading: boolean;
}

/**
 * Prices of the seats from calculate-price, asked again whenever the seats, the stops, the transshipments or the
 * surcharges change. Only the latest answer counts: an older one arriving late is ignored.
 */
export function useSeatPrices(
  services: { calculatePrice: typeof calculatePrice },
  tripId: string,
  form: BookingForm,
  seatIds: readonly string[],
): SeatPrices {
  const [state, setState] = useState<SeatPrices>({ prices: [], loading: false });
  const request = seatIds.length > 0 && form.up.pointId && form.down.pointId ? priceRequest(tripId, form, seatIds) : null;
  // The request as text is the dependency: it changes exactly when a price input changes.
  const key = request ? JSON.stringify(request) : '';

  useEffect(() => {
    if (!key) {
      setState({ prices: [], loading: false });
      return;
    }
    let current = true;
    setState((s) => ({ prices: s.prices, loading: true }));
    services.calculatePrice(JSON.parse(key) as ReturnType<typeof priceRequest>).then(
      (answer) => {
        if (current) setState({ prices: answer.seatPrice, loading: false });
      },
      () => {
        if (!current) return;
        setState({ prices: [], loading: false });
        notify(MSG.sales.searchFailed, 'error');
      },
    );
    return () => {
      current = false;
    };
  }, [services, key]);

  return state;
}
