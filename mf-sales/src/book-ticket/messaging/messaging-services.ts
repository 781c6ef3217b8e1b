import {
  printTemplateEndpoint,
  printTicketsEndpoint,
  sendSmsEndpoint,
  sendZnsEndpoint,
  smsMessagesEndpoint,
  znsTemplatesEndpoint,
  type EndpointRequest,
  type EndpointResponse,
} from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

type Call<E> = (request: EndpointRequest<E>) => Promise<EndpointResponse<E>>;

/**
 * The server calls of printing and SMS/ZNS (api-contract/src/api/ticket-messaging.ts) behind one interface, so
 * stories can run on in-memory data. The product and the component tests (a local HTTP server) use the API.
 */
export interface MessagingServices {
  printTemplate: Call<typeof printTemplateEndpoint>;
  printTickets: Call<typeof printTicketsEndpoint>;
  smsMessages: () => Promise<EndpointResponse<typeof smsMessagesEndpoint>>;
  znsTemplates: () => Promise<EndpointResponse<typeof znsTemplatesEndpoint>>;
  sendSms: Call<typeof sendSmsEndpoint>;
  sendZns: Call<typeof sendZnsEndpoint>;
}

export const apiMessagingServices: MessagingServices = {
  printTemplate: (r) => callEndpoint(printTemplateEndpoint, r),
  printTickets: (r) => callEndpoint(printTicketsEndpoint, r),
  smsMessages: () => callEndpoint(smsMessagesEndpoint, {}),
  znsTemplates: () => callEndpoint(znsTemplatesEndpoint, {}),
  sendSms: (r) => callEndpoint(sendSmsEndpoint, r),
  sendZns: (r) => callEndpoint(sendZnsEndpoint, r),
};
