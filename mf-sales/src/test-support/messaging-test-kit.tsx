import {
  printTemplateEndpoint,
  printTicketsEndpoint,
  sendSmsEndpoint,
  sendZnsEndpoint,
  smsMessagesEndpoint,
  znsTemplatesEndpoint,
  type TMessageSend,
  type TTicket,
} from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import type { FixtureHandler } from '@busdesk/shared-kit/test-support';
import { configure, render, type RenderResult } from '@testing-library/react';
import { ticketFixture } from './sales-fixtures';
import { apiMessagingServices } from '../features/messaging/messaging-services';
import { PrintMessagePanel } from '../features/messaging/components/print-message-panel';

/** Tests only: the print and message tools on a real local HTTP server with fixture answers (no mocked calls). */

// Real HTTP round trips on a machine shared with other builds: the default 1 s for find*/waitFor is too tight.
configure({ asyncUtilTimeout: 5_000 });

const path = (endpoint: { path: string }) => endpoint.path.replace(/^\/api/, '');
export const MSG_PATHS = {
  printTemplate: path(printTemplateEndpoint),
  print: path(printTicketsEndpoint),
  smsMessages: path(smsMessagesEndpoint),
  znsTemplates: path(znsTemplatesEndpoint),
  sendSms: path(sendSmsEndpoint),
  sendZns: path(sendZnsEndpoint),
};

export const selectedGroup = (): TTicket[] => [ticketFixture(), ticketFixture({ ticketId: 'tk-2', seatId: 'A02' })];

/** The server fills the template; this one carries what the browser must still strip before printing. */
export const printedHtml = (seatId: string) => `<div class="ve"><b>${seatId}</b><img src="x" onerror="alert(1)"><script>alert(2)</script></div>`;

/** The server's sends: delivered, except the `failed` ones and the `local` ones (recorded by a demo's local driver). */
const sent = (ticketIds: string[], failed: string[] = [], local: string[] = []): TMessageSend[] =>
  ticketIds.map((ticketId) => {
    const delivery = failed.includes(ticketId) ? 'failed' : local.includes(ticketId) ? 'local' : 'delivered';
    return { ticketId, phoneNumber: '0901234567', isSuccess: delivery === 'delivered', delivery, length: 80, quantity: 1, price: 800, messageError: null };
  });

export const defaultMessagingRoutes = (): Record<string, FixtureHandler> => ({
  [MSG_PATHS.printTemplate]: (r) => ({ results: { data: { type: 'PRINT_TICKET', companyId: r.query.get('companyId'), width: 300, value: '<div>{seatId}</div>' } } }),
  [MSG_PATHS.print]: (r) => {
    const ids = (r.body as { ticketIds: string[] }).ticketIds;
    return { results: { width: 300, limit: 3, tickets: ids.map((ticketId, i) => ({ ticketId, companyId: 'c-phuongtrang', seatId: `A0${i + 1}`, numberOfPrint: 1, html: printedHtml(`A0${i + 1}`) })) } };
  },
  [MSG_PATHS.smsMessages]: () => ({
    results: {
      messages: [
        { messageType: 1, content: 'Ve {ticketCode} ghe {seat}' },
        { messageType: 2, content: 'Ve {ticketCode} da thanh toan' },
      ],
    },
  }),
  [MSG_PATHS.znsTemplates]: () => ({ results: { templates: [{ id: 'zt-1', name: 'Xác nhận đặt vé', messageContentType: 1 }, { id: 'zt-2', name: 'Thanh toán thành công', messageContentType: 10 }] } }),
  [MSG_PATHS.sendSms]: (r) => ({ results: { sends: sent((r.body as { ticketIds: string[] }).ticketIds), tickets: [] } }),
  [MSG_PATHS.sendZns]: (r) => ({ results: { sends: sent((r.body as { ticketIds: string[] }).ticketIds), tickets: [] } }),
});

export { sent as sentFixture };

export function renderPanel(selectedTickets: readonly TTicket[] = selectedGroup()): RenderResult {
  return render(
    <BusdeskProviders>
      <PrintMessagePanel selectedTickets={selectedTickets} services={apiMessagingServices} />
    </BusdeskProviders>,
  );
}
