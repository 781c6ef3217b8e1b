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

export interface CustomerSearchState {
  matches: TCustomerMatch[];
  /** The phone is a keyword the agency blocks (ADR 0053): the server's message saying so. */
  blockedMessage?: string | undefined;
}

const NONE: CustomerSearchState = { matches: [] };

/**
 * Phone autocomplete (001 §5): runs only for a phone that passes the booking pattern, PHONE_DEBOUNCE_MS after
 * the last keystroke, and asks for CUSTOMER_SEARCH_COUNT customers of the trip's route and company. A failed
 * search just offers nothing: the clerk can still type the customer in. A blocked phone offers nothing either,
 * and says why.
 */
export function useCustomerSearch(
  services: { searchCustomers: typeof searchCustomers },
  phone: string,
  scope: { routeId: string; companyId: string },
  enabled: boolean,
): CustomerSearchState {
  const [state, setState] = useState<CustomerSearchState>(NONE);
  const { routeId, companyId } = scope;
  useEffect(() => {
    if (!enabled || !isBookingPhone(phone)) {
      setState(NONE);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      services
        .searchCustomers({ phoneNumber: bookingPhoneForSending(phone), page: 0, count: CUSTOMER_SEARCH_COUNT, routeId, companyId })
        .then(
          (answer) => {
            if (current) setState({ matches: answer.result.slice(0, CUSTOMER_SEARCH_COUNT), blockedMessage: answer.blockedMessage });
          },
          () => {
            if (current) setState(NONE);
          },
        );
    }, PHONE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [services, phone, routeId, companyId, enabled]);
  return state;
}
