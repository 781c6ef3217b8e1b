import { getPrintTemplate } from './api/get-print-template';
import { listSmsMessages } from './api/list-sms-messages';
import { listZnsTemplates } from './api/list-zns-templates';
import { printTickets } from './api/print-tickets';
import { sendSms } from './api/send-sms';
import { sendZns } from './api/send-zns';

/**
 * The server calls of printing and SMS/ZNS (api-contract/src/api/ticket-messaging.ts) behind one interface, so
 * stories can run on in-memory data (test-support/fake-messaging-services.ts). The product and the component tests
 * (a local HTTP server) use the API.
 */
export interface MessagingServices {
  printTemplate: typeof getPrintTemplate;
  printTickets: typeof printTickets;
  smsMessages: typeof listSmsMessages;
  znsTemplates: typeof listZnsTemplates;
  sendSms: typeof sendSms;
  sendZns: typeof sendZns;
}

/** The real calls (api/, one file per operation). */
export const apiMessagingServices: MessagingServices = {
  printTemplate: getPrintTemplate,
  printTickets,
  smsMessages: listSmsMessages,
  znsTemplates: listZnsTemplates,
  sendSms,
  sendZns,
};
