import { sendCollectionZnsEndpoint, type TSendCollectionZnsRequest, type TSendCollectionZnsResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** 002 §7 'Send ZNS' (messageContentType, ticketIds) from the collection report. */
export const sendCollectionZns = (request: TSendCollectionZnsRequest): Promise<TSendCollectionZnsResponse> => callEndpoint(sendCollectionZnsEndpoint, request);
