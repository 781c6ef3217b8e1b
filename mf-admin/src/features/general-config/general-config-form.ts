import {
  parsePartnerConfig,
  PointType,
  type TPartnerDetailResponse,
  type TPointType,
  type TTransportConfig,
  type TUpdatePartnerRequest,
} from '@busdesk/api-contract';

/** The transport fields in screen order (000 §2.7). */
export const TRANSPORT_FIELDS = ['code', 'transportName', 'user', 'password', 'serviceSupport', 'govTransCode', 'govTransName', 'url', 'taxId', 'futaSecret'] as const;
export type TransportField = (typeof TRANSPORT_FIELDS)[number];
export const SECRET_FIELDS: ReadonlySet<TransportField> = new Set(['password', 'futaSecret']);

export interface TicketForm {
  phoneHidden: boolean;
  fullNameHidden: boolean;
  emailHidden: boolean;
  pointTypes: TPointType[];
  /** The typed text: '' is 'Không có giới hạn'. */
  printLimit: string;
  blockSearchKeywords: string[];
  isAutoApproveRoutes: boolean;
}

export type TransportForm = Record<TransportField, string>;

export interface GeneralConfigForm {
  ticket: TicketForm;
  /** null: the column is not shown (not an ADMIN). */
  transport: TransportForm | null;
  /** Whether a secret is stored (the field then shows 'Đã lưu' and stays empty). */
  secretsStored: { password: boolean; futaSecret: boolean };
}

const ALL_POINT_TYPES = Object.values(PointType);

/** The form as the saved detail fills it; secrets always start empty (write-only, ADR 0053). */
export function formFromDetail(detail: TPartnerDetailResponse): GeneralConfigForm {
  const config = parsePartnerConfig(detail.partner.config);
  const pointTypes = ALL_POINT_TYPES.filter((t) => config.pointType.some((p) => p.value === t));
  const view = detail.transportConfig;
  const transport = view
    ? (Object.fromEntries(TRANSPORT_FIELDS.map((f) => [f, SECRET_FIELDS.has(f) ? '' : ((view as Partial<Record<TransportField, string>>)[f] ?? '')])) as TransportForm)
    : null;
  return {
    ticket: {
      phoneHidden: config.phoneHidden,
      fullNameHidden: config.fullNameHidden,
      emailHidden: config.emailHidden,
      pointTypes,
      printLimit: config.printTicket.limit > 0 ? String(config.printTicket.limit) : '',
      blockSearchKeywords: config.blockSearchKeywords,
      isAutoApproveRoutes: detail.partner.isAutoApproveRoutes,
    },
    transport,
    secretsStored: { password: view?.hasPassword ?? false, futaSecret: view?.hasFutaSecret ?? false },
  };
}

export interface TicketFormErrors {
  pointTypes?: string;
  printLimit?: string;
}

/** The save request; text fields trimmed (000 §5); an empty secret is sent empty, which keeps the stored one. */
export function requestFromForm(form: GeneralConfigForm): TUpdatePartnerRequest {
  const { ticket } = form;
  const limit = ticket.printLimit.trim();
  const request: TUpdatePartnerRequest = {
    isAutoApproveRoutes: ticket.isAutoApproveRoutes,
    ticketConfig: {
      phoneHidden: ticket.phoneHidden,
      fullNameHidden: ticket.fullNameHidden,
      emailHidden: ticket.emailHidden,
      pointTypes: ticket.pointTypes,
      printLimit: limit === '' ? null : Number(limit),
      blockSearchKeywords: ticket.blockSearchKeywords.map((k) => k.trim()).filter(Boolean),
    },
  };
  if (form.transport) {
    request.transportConfig = Object.fromEntries(TRANSPORT_FIELDS.map((f) => [f, form.transport![f].trim()])) as TTransportConfig;
  }
  return request;
}

/** 000 §5: one pick-up/drop-off type at least; the print limit is a whole number or empty. */
export function validateTicketForm(ticket: TicketForm, messages: { pointTypeRequired: string; printLimitInvalid: string }): TicketFormErrors {
  const errors: TicketFormErrors = {};
  if (ticket.pointTypes.length === 0) errors.pointTypes = messages.pointTypeRequired;
  const limit = ticket.printLimit.trim();
  if (limit !== '' && !/^\d{1,4}$/.test(limit)) errors.printLimit = messages.printLimitInvalid;
  return errors;
}

/**
 * Whether the form differs from what was loaded or last saved: the question before leaving (ADR 0119). Both come from
 * formFromDetail and the screen's patches keep its keys and their order, so comparing the plain data as JSON is exact.
 */
export function isFormChanged(form: GeneralConfigForm, saved: GeneralConfigForm): boolean {
  return JSON.stringify(form) !== JSON.stringify(saved);
}
