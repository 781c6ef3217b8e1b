import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZPointType } from '../enums/schemas';
import { MSG_CONFIG } from '../messages/admin';
import { apiPath } from '../paths';
import { ZPartnerInfo } from './session';

/** The transport-order configuration fields of 000 §2.7 (text fields trimmed). */
export const ZTransportConfig = z.object({
  code: z.string().trim().max(200).optional(),
  transportName: z.string().trim().max(500).optional(),
  user: z.string().trim().max(200).optional(),
  password: z.string().trim().max(200).optional(),
  serviceSupport: z.string().trim().max(200).optional(),
  govTransCode: z.string().trim().max(200).optional(),
  govTransName: z.string().trim().max(500).optional(),
  url: z.string().trim().max(2000).optional(),
  taxId: z.string().trim().max(50).optional(),
  futaSecret: z.string().trim().max(500).optional(),
});
export type TTransportConfig = z.infer<typeof ZTransportConfig>;

/** The transport-order secrets: write-only, never in an answer; an empty value on save keeps the stored one. */
export const TRANSPORT_SECRET_FIELDS = ['password', 'futaSecret'] as const;
export type TTransportSecretField = (typeof TRANSPORT_SECRET_FIELDS)[number];

/**
 * The transport configuration as every answer carries it (ADR 0053): the secrets left out, with whether each is set
 * so the screen can say 'đã lưu' without ever holding the value.
 */
export const ZTransportConfigView = ZTransportConfig.omit({ password: true, futaSecret: true }).extend({
  hasPassword: z.boolean(),
  hasFutaSecret: z.boolean(),
});
export type TTransportConfigView = z.infer<typeof ZTransportConfigView>;

/**
 * The 'Cấu hình bán vé' column (000 §2.7) as typed fields; the server writes them into the partner config JSON text,
 * keeping every key it does not know. pointTypes needs one type at least ('Chọn 1 hình thức đón/trả'); printLimit
 * null or 0 is 'Không có giới hạn'.
 */
export const ZTicketSaleConfig = z.object({
  phoneHidden: z.boolean(),
  fullNameHidden: z.boolean(),
  emailHidden: z.boolean(),
  pointTypes: z.array(ZPointType).min(1, MSG_CONFIG.pointTypeRequired).max(4),
  printLimit: z.number().int().min(0).max(1000).nullable(),
  blockSearchKeywords: z.array(z.string().trim().min(1).max(100)).max(200),
});
export type TTicketSaleConfig = z.infer<typeof ZTicketSaleConfig>;

/** The partner config is JSON text; it must parse to a JSON object. */
export const ZPartnerConfigText = z
  .string()
  .max(100_000)
  .refine((text) => {
    try {
      const parsed: unknown = JSON.parse(text);
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
    } catch {
      return false;
    }
  }, 'config must be a JSON object');

/**
 * POST /partner/v2/self-update {config}: any partner user saves the config of their own partner. A STAFF user changes
 * only the sales screen's own switches (hideTripOvertime, displayTripNewStyle, showTripHasDriversAndVehicle); the
 * other keys of the text they send are ignored, the stored values kept (ADR 0053).
 */
export const ZSelfUpdateRequest = z.object({ config: ZPartnerConfigText });
export const ZSelfUpdateResponse = z.object({ partner: ZPartnerInfo });
export const selfUpdatePartnerEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/v2/self-update'),
  client: 'v2',
  request: ZSelfUpdateRequest,
  response: ZSelfUpdateResponse,
  summary: "Save the partner configuration JSON of the session's partner",
});

/**
 * Partner update (ADMIN): isAutoApproveRoutes, the config text or its typed ticket-selling fields, and the transport
 * fields (an empty password or futaSecret keeps the stored one). partnerId is accepted for compatibility and ignored:
 * the session's partner is updated.
 */
export const ZUpdatePartnerRequest = z.object({
  partnerId: z.unknown().optional(),
  isAutoApproveRoutes: z.boolean().optional(),
  config: ZPartnerConfigText.optional(),
  ticketConfig: ZTicketSaleConfig.optional(),
  transportConfig: ZTransportConfig.optional(),
});
export type TUpdatePartnerRequest = z.input<typeof ZUpdatePartnerRequest>;
export const ZUpdatePartnerResponse = z.object({ partner: ZPartnerInfo, transportConfig: ZTransportConfigView });
// path chosen: 000 §7.2 gives no path for the partner update.
export const updatePartnerEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/v2/partner/update'),
  client: 'v2',
  request: ZUpdatePartnerRequest,
  response: ZUpdatePartnerResponse,
  summary: "Update the session's partner (ADMIN)",
});

/**
 * Partner detail: the session's partner (a partnerId of another agency answers 404). The transport configuration
 * (without its secrets) comes only to an ADMIN (000 §6).
 */
export const ZPartnerDetailRequest = z.object({ partnerId: z.string().max(100).optional() });
export const ZPartnerDetailResponse = z.object({ partner: ZPartnerInfo, transportConfig: ZTransportConfigView.optional() });
export type TPartnerDetailResponse = z.infer<typeof ZPartnerDetailResponse>;
// path chosen: 000 §7.2 gives no path for the partner detail.
export const partnerDetailEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/v2/partner/detail'),
  client: 'v2',
  request: ZPartnerDetailRequest,
  response: ZPartnerDetailResponse,
  summary: 'Partner detail with its transport configuration (own partner or a child)',
});
