import type { SessionContext } from '../repositories/sessions-repository';
import type { TMailTemplateType, TTestSendMailTemplateRequest } from '@busdesk/api-contract';
import { listMailOutbox, mailDetail } from './mail-outbox';
import { mailTemplateOf, saveMailTemplate, testSendMailTemplate } from './mail-templates';
import { createMessagesConsumer } from './messages-consumer';
import type { MessagingDeps } from './messaging-deps';
import { printTemplateConfig, printTickets } from './print-tickets';
import { createTicketMailConsumer } from './ticket-mail-consumer';
import { sendSms, sendZns, smsMessages, znsTemplates } from './ticket-sends';

/**
 * Printing, SMS, ZNS and e-mail to passengers (001 §5, §7; issue 5), over the channels chosen from the environment.
 * The messages a booking form asks for are sent by its change consumer after the commit, in the background;
 * `idle` waits for them (graceful close, tests).
 */
export function createMessagingService(deps: MessagingDeps) {
  const pending = new Set<Promise<unknown>>();
  const background = {
    track(work: Promise<unknown>) {
      const settled = work.then(
        () => undefined,
        () => undefined,
      );
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
    },
  };
  const idle = async () => {
    while (pending.size) await Promise.allSettled([...pending]);
  };
  return {
    channels: deps.channels,
    consumer: createMessagesConsumer(deps, background),
    /** The ticket e-mails that follow payments, holds running out and counter payments (000 §2.11). */
    mailConsumer: createTicketMailConsumer(deps, background),
    printTemplate: (session: SessionContext, companyId: string) => printTemplateConfig(deps, session, companyId),
    print: (session: SessionContext, ticketIds: readonly string[]) => printTickets(deps, session, ticketIds),
    smsMessages: async (session: SessionContext) => ({ messages: await smsMessages(deps.database, session.partnerId) }),
    znsTemplates: async (session: SessionContext) => ({
      templates: (await znsTemplates(deps.database, session.partnerId)).map(({ id, name, messageContentType }) => ({ id, name, messageContentType })),
    }),
    sendSms: (session: SessionContext, input: { messageType: number; ticketIds: string[] }) => sendSms(deps, session, input),
    sendZns: (session: SessionContext, input: { messageType: number; ticketIds: string[] }) => sendZns(deps, session, input),
    mailOutbox: (session: SessionContext, count: number, nextPageToken?: string | null) => listMailOutbox(deps.database, session.partnerId, count, nextPageToken),
    mailDetail: (session: SessionContext, id: string) => mailDetail(deps.database, session.partnerId, id),
    mailTemplate: async (session: SessionContext, type: TMailTemplateType) => ({ data: await mailTemplateOf(deps.database, session.partnerId, type) }),
    saveMailTemplate: async (session: SessionContext, input: { type: TMailTemplateType; value: string }) => ({
      data: await saveMailTemplate(deps, session.partnerId, input.type, input.value),
    }),
    testSendMailTemplate: (session: SessionContext, input: Required<Pick<TTestSendMailTemplateRequest, 'type' | 'value' | 'to'>>) =>
      testSendMailTemplate(deps, session.partnerId, input),
    /** Resolves when every background send has settled. */
    idle,
    async close() {
      await idle();
      deps.channels.mailer.close();
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
