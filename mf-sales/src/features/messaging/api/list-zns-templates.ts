import { znsTemplatesEndpoint, type EndpointResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The agency's Zalo ZNS templates (the ZNS dialog's choices). */
export const listZnsTemplates = (): Promise<EndpointResponse<typeof znsTemplatesEndpoint>> => callEndpoint(znsTemplatesEndpoint, {});
