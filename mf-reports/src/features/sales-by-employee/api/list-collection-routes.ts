import { collectionRoutesEndpoint, type TCollectionRoute, type TCollectionRoutesRequest } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The company's routes open to the agency on the day (locked ones left out by the server; 002 §2). */
export const listCollectionRoutes = async (request: TCollectionRoutesRequest): Promise<TCollectionRoute[]> => (await callEndpoint(collectionRoutesEndpoint, request)).routes;
