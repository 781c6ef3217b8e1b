import { MSG, PRINT_TEMPLATE_TYPE, type TTicket } from '@busdesk/api-contract';
import { ApiError, notify, usePrintFrame } from '@busdesk/shared-kit';
import { useState, type ReactElement } from 'react';
import type { MessagingServices } from '../messaging-services';

/** One ticket after another on the roll: each filled template in its own block, cut after each. */
export const joinPrintedTickets = (tickets: ReadonlyArray<{ html: string }>, width: number): string =>
  tickets.map((t) => `<div style="width:${width}px;page-break-after:always">${t.html}</div>`).join('');

export interface UsePrintTickets {
  /** Render once: the hidden print frame. */
  frame: ReactElement;
  busy: boolean;
  print(): Promise<void>;
}

/**
 * 'In vé' (001 §5, §7, §9): the print template config of each company first ('Kết nối lấy cấu hình in thất bại'
 * when it cannot be read), then the print data, which the server fills per ticket and counts (numberOfPrint + 1;
 * 'Vượt quá giới hạn in vé' past the partner's limit), then the print frame, which runs DOMPurify again before
 * printing ('in vé thất bại' on any other failure).
 */
export function usePrintTickets(services: MessagingServices, tickets: readonly TTicket[]): UsePrintTickets {
  const [busy, setBusy] = useState(false);
  const { frame, print: printHtml } = usePrintFrame({ preset: 'ticket' });

  const print = async () => {
    if (busy || tickets.length === 0) return;
    setBusy(true);
    try {
      const companyIds = [...new Set(tickets.map((t) => t.companyId))];
      try {
        await Promise.all(companyIds.map((companyId) => services.printTemplate({ type: PRINT_TEMPLATE_TYPE, companyId })));
      } catch {
        notify(MSG.sales.printConfigFailed, 'error');
        return;
      }
      let data: Awaited<ReturnType<MessagingServices['printTickets']>>;
      try {
        data = await services.printTickets({ ticketIds: tickets.map((t) => t.ticketId) });
      } catch (err) {
        const limit = err instanceof ApiError && err.message === MSG.sales.printLimitExceeded;
        notify(limit ? MSG.sales.printLimitExceeded : MSG.sales.printFailed, 'error');
        return;
      }
      if (!(await printHtml(joinPrintedTickets(data.tickets, data.width)))) notify(MSG.sales.printFailed, 'error');
    } finally {
      setBusy(false);
    }
  };

  return { frame, busy, print };
}
