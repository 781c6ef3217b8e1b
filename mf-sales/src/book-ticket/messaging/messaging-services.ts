import {
  printTemplateEndpoint,
  printTicketsEndpoint,
  sendSmsEndpoint,
  sendZnsEndpoint,
  smsMessagesEndpoint,
  znsTemplatesEndpoint,
  type EndpointResponse,
  type EndpointCall,
} from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/**
 * The server calls of printing and SMS/ZNS (api-contract/src/api/ticket-messaging.ts) behind one interface, so
 * stories can run on in-memory data. The product and the component tests (a local HTTP server) use the API.
 */
export interface MessagingServices {
  printTemplate: EndpointCall<typeof printTemplateEndpoint>;
  printTickets: EndpointCall<typeof printTicketsEndpoint>;
  smsMessages: () => Promise<EndpointResponse<typeof smsMessagesEndpoint>>;
  znsTemplates: () => Promise<EndpointResponse<typeof znsTemplatesEndpoint>>;
  sendSms: EndpointCall<typeof sendSmsEndpoint>;
  sendZns: EndpointCall<typeof sendZnsEndpoint>;
}

export const apiMessagingServices: MessagingServices = {
  printTemplate: (r) => callEndpoint(printTemplateEndpoint, r),
  printTickets: (r) => callEndpoint(printTicketsEndpoint, r),
  smsMessages: () => callEndpoint(smsMessagesEndpoint, {}),
  znsTemplates: () => callEndpoint(znsTemplatesEndpoint, {}),
  sendSms: (r) => callEndpoint(sendSmsEndpoint, r),
  sendZns: (r) => callEndpoint(sendZnsEndpoint, r),
};
