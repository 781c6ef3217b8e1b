import { CUSTOMER_SEARCH_COUNT, callerLookupEndpoint, type TCallerLookupResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/**
 * The caller (002 §7 'Customer by phone': page 0, count 5, phoneNumber), sent through the v1 client because the seed
 * sends this call with the custom token header (x-access-token), which v1 uses; the server takes either header.
 */
const lookupWithTokenHeader = { ...callerLookupEndpoint, client: 'v1' as const };

export function lookUpCaller(phoneNumber: string): Promise<TCallerLookupResponse> {
  return callEndpoint(lookupWithTokenHeader, { phoneNumber, page: 0, count: CUSTOMER_SEARCH_COUNT });
}
