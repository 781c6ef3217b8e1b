import { PROVINCES_COUNT, searchProvinceEndpoint, type TProvinceOption } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The provinces with a stop on an authorised route. */
export const searchProvinces = async (): Promise<TProvinceOption[]> => (await callEndpoint(searchProvinceEndpoint, { count: PROVINCES_COUNT })).provinces;
