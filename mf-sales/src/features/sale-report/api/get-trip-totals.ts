import { reportSaleEndpoint, type TReportSaleResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The sale totals of each listed trip, by trip id (000 §7.4). */
export const getTripTotals = (tripIds: readonly string[]): Promise<TReportSaleResponse> => callEndpoint(reportSaleEndpoint, { tripIds: [...tripIds] });
