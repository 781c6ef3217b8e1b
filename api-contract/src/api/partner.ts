import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
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
/** What the partner detail and the partner update answer: the session's partner with its transport configuration. */
export const ZPartnerDetailResponse = z.object({ partner: ZPartnerInfo, transportConfig: ZTransportConfig });

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

/** POST /partner/v2/self-update {config}: any partner user saves the config of their own partner. */
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
 * Partner update (ADMIN): isAutoApproveRoutes, the config text and the transport fields.
 * partnerId is accepted for compatibility and ignored: the session's partner is updated.
 */
export const ZUpdatePartnerRequest = z.object({
  partnerId: z.unknown().optional(),
  isAutoApproveRoutes: z.boolean().optional(),
  config: ZPartnerConfigText.optional(),
  transportConfig: ZTransportConfig.optional(),
});
// path chosen: 000 §7.2 gives no path for the partner update.
export const updatePartnerEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/v2/partner/update'),
  client: 'v2',
  request: ZUpdatePartnerRequest,
  response: ZPartnerDetailResponse,
  summary: "Update the session's partner (ADMIN)",
});

/** Partner detail: the session's partner (a partnerId of another agency answers 404). */
export const ZPartnerDetailRequest = z.object({ partnerId: z.string().max(100).optional() });
// path chosen: 000 §7.2 gives no path for the partner detail.
export const partnerDetailEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/v2/partner/detail'),
  client: 'v2',
  request: ZPartnerDetailRequest,
  response: ZPartnerDetailResponse,
  summary: 'Partner detail with its transport configuration (own partner or a child)',
});
