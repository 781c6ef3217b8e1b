import { MailTemplateType, type TMailTemplate, type TMailTemplateType } from '@busdesk/api-contract';
import { ApiError } from '@busdesk/shared-kit';
import type { MailTemplateServices } from '../features/mail-ticket/mail-template-services';

/** A built-in-looking template for stories: greeting, what happened, the ticket's facts. */
export const STORY_TEMPLATE =
  '<p>Kính gửi quý khách <strong>{fullName}</strong>,</p><p>Vé của quý khách đã được đặt thành công.</p>' +
  '<ul><li><p>Mã vé: <strong>{ticketCode}</strong></p></li><li><p>Tuyến: {routeName}</p></li><li><p>Khởi hành: <strong>{departureTime}</strong></p></li><li><p>Ghế: <strong>{seatId}</strong></p></li></ul>' +
  '<p>Trân trọng,<br>{agencyName} - ĐT: {agencyPhone}</p>';

export interface FakeMailTemplateOptions {
  /** Types the agency saved (others answer the story template as the built-in one). */
  saved?: Partial<Record<TMailTemplateType, string>>;
  failLoad?: boolean;
  /** The server's refusal of a save. */
  saveError?: string;
  /** Never answer the load (the loading state). */
  pending?: boolean;
}

/** In-memory template services for stories: saves are kept, test sends answer 'kept in the outbox'. */
export function fakeMailTemplateServices(options: FakeMailTemplateOptions = {}): MailTemplateServices {
  const saved = new Map<TMailTemplateType, string>(Object.entries(options.saved ?? {}) as Array<[TMailTemplateType, string]>);
  const templateOf = (type: TMailTemplateType): TMailTemplate => {
    const value = saved.get(type);
    return value ? { type, value, isDefault: false } : { type, value: STORY_TEMPLATE, isDefault: true };
  };
  return {
    get: (type) => {
      if (options.pending) return new Promise(() => undefined);
      return options.failLoad ? Promise.reject(new ApiError('Kết nối thất bại', 0)) : Promise.resolve(templateOf(type));
    },
    save: async (type, value) => {
      if (options.saveError) throw new ApiError(options.saveError, 400);
      saved.set(type, value);
      return templateOf(type);
    },
    testSend: async (type) => ({ mailId: `m-test-${type}`, delivery: 'local', subject: `[Gửi thử] ${type === MailTemplateType.BOOKED_TICKET ? 'Xác nhận đặt vé' : 'Vé'} VX7K2M9Q` }),
  };
}
