import { testSendMailTemplateEndpoint, type TMailTemplateType, type TTestSendMailTemplateResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** 'Gửi thử': the editor's HTML filled with the sample ticket, to one address (SMTP or the outbox). */
export function testSendMailTemplate(type: TMailTemplateType, value: string, to: string): Promise<TTestSendMailTemplateResponse> {
  return callEndpoint(testSendMailTemplateEndpoint, { type, value, to });
}
