import { getMailTemplate } from './api/get-mail-template';
import { saveMailTemplate } from './api/save-mail-template';
import { testSendMailTemplate } from './api/test-send-mail-template';

/**
 * The mail template screen's server calls behind one interface, so stories run on in-memory data
 * (test-support/fake-mail-template-services.ts); the product and the component tests (a local HTTP server) use the API.
 */
export interface MailTemplateServices {
  get: typeof getMailTemplate;
  save: typeof saveMailTemplate;
  testSend: typeof testSendMailTemplate;
}

/** The real calls (api/, one file per operation). */
export const apiMailTemplateServices: MailTemplateServices = { get: getMailTemplate, save: saveMailTemplate, testSend: testSendMailTemplate };
