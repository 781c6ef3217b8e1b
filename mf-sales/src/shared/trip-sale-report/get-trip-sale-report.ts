import { tripSaleReportEndpoint } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** One trip's sale report by sale type: what a settlement records (any trip on the agency's routes). */
export const getTripSaleReport = (tripId: string) => callEndpoint(tripSaleReportEndpoint, { tripId });
