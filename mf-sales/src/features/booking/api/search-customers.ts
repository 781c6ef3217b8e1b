import {
  CUSTOMER_SEARCH_COUNT,
  PHONE_DEBOUNCE_MS,
  bookingPhoneForSending,
  customerSearchEndpoint,
  isBookingPhone,
  type EndpointCall,
  type TCustomerMatch,
} from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';
import { useEffect, useState } from 'react';

/** The route's and company's customers with this phone, with their last tickets. */
export const searchCustomers: EndpointCall<typeof customerSearchEndpoint> = (request) => callEndpoint(customerSearchEndpoint, request);

/**
 * Phone autocomplete (001 §5): runs only for a phone that passes the booking pattern, PHONE_DEBOUNCE_MS after
 * the last keystroke, and asks for CUSTOMER_SEARCH_COUNT customers of the trip's route and company. A failed
 * search just offers nothing: the clerk can still type the customer in.
 */
export function useCustomerSearch(
  services: { searchCustomers: typeof searchCustomers },
  phone: string,
  scope: { routeId: string; companyId: string },
  enabled: boolean,
): TCustomerMatch[] {
  const [matches, setMatches] = useState<TCustomerMatch[]>([]);
  const { routeId, companyId } = scope;
  useEffect(() => {
    if (!enabled || !isBookingPhone(phone)) {
      setMatches([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      services
        .searchCustomers({ phoneNumber: bookingPhoneForSending(phone), page: 0, count: CUSTOMER_SEARCH_COUNT, routeId, companyId })
        .then(
          (answer) => {
            if (current) setMatches(answer.result.slice(0, CUSTOMER_SEARCH_COUNT));
          },
          () => {
            if (current) setMatches([]);
          },
        );
    }, PHONE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [services, phone, routeId, companyId, enabled]);
  return matches;
}
