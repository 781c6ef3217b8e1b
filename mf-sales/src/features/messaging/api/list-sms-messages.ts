import { smsMessagesEndpoint, type EndpointResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The agency's SMS message types (the SMS dialog's choices). */
export const listSmsMessages = (): Promise<EndpointResponse<typeof smsMessagesEndpoint>> => callEndpoint(smsMessagesEndpoint, {});
