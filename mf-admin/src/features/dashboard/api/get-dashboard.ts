import { dashboardEndpoint, type TDashboardRequest, type TDashboardResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The agency's figures for a range of business days (issue 13's dashboard, docs/adr/0072). */
export function getDashboard(request: TDashboardRequest): Promise<TDashboardResponse> {
  return callEndpoint(dashboardEndpoint, request);
}
