import type { TMessageSend } from '@busdesk/api-contract';
import type { MessagingServices } from '../features/messaging/messaging-services';

/** Stories only: in-memory answers of the print and message calls (never in the product path). */
export function fakeMessagingServices(options: { failSends?: boolean } = {}): MessagingServices {
  const sends = (ticketIds: string[]): TMessageSend[] =>
    ticketIds.map((ticketId) => ({ ticketId, phoneNumber: '0901234567', isSuccess: !options.failSends, delivery: options.failSends ? 'failed' : 'delivered', length: 92, quantity: 1, price: options.failSends ? 0 : 800, messageError: null }));
  const template =
    '<div style="width:300px;font-family:Arial;font-size:12px"><div style="text-align:center;font-weight:bold">NHÀ XE PHƯƠNG TRANG</div><div style="text-align:center;font-size:16px;font-weight:bold">VÉ XE KHÁCH</div><p>Ghế <b>{seatId}</b> - Nguyễn Văn An</p></div>';
  return {
    printTemplate: async ({ companyId }) => ({ data: { type: 'PRINT_TICKET', companyId, width: 300, value: template } }),
    printTickets: async ({ ticketIds }) => ({
      width: 300,
      limit: 3,
      tickets: ticketIds.map((ticketId, i) => ({ ticketId, companyId: 'c-phuongtrang', seatId: `A0${i + 1}`, numberOfPrint: 1, html: template.replace('{seatId}', `A0${i + 1}`) })),
    }),
    smsMessages: async () => ({
      messages: [
        { messageType: 1, content: 'Ve {ticketCode} ghe {seatId} khoi hanh {departureTime}' },
        { messageType: 2, content: 'Ve {ticketCode} da thanh toan {paidMoney}' },
      ],
    }),
    znsTemplates: async () => ({ templates: [{ id: 'zt-1', name: 'Xác nhận đặt vé', messageContentType: 1 }, { id: 'zt-2', name: 'Thanh toán thành công', messageContentType: 10 }] }),
    sendSms: async ({ ticketIds }) => ({ sends: sends(ticketIds), tickets: [] }),
    sendZns: async ({ ticketIds }) => ({ sends: sends(ticketIds), tickets: [] }),
  };
}
