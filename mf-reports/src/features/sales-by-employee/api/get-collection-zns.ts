import { collectionZnsEndpoint, type TCollectionZnsResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Whether this agency may send Zalo messages from the report, with the templates and the configured default. */
export const getCollectionZns = (): Promise<TCollectionZnsResponse> => callEndpoint(collectionZnsEndpoint, {});
