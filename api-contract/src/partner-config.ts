import { z } from 'zod';
import { POINT_TYPE_LABELS, PointType } from './enums/point-type';

/**
 * The partner config JSON of 001 §3 ('Partner config'), read leniently: the text is edited by hand in the admin
 * screen, so a missing or mistyped field falls back to its default instead of breaking the sales screen.
 */
export const ZPartnerConfig = z.object({
  fullNameHidden: z.boolean().catch(false),
  phoneHidden: z.boolean().catch(false),
  emailHidden: z.boolean().catch(false),
  /** Pick-up types the agency offers; the default is all four. */
  pointType: z
    .array(z.object({ value: z.number().int().min(0).max(3), label: z.string() }))
    .catch(() => Object.values(PointType).map((value) => ({ value, label: POINT_TYPE_LABELS[value] }))),
  hideTripOvertime: z.boolean().catch(false),
  displayTripNewStyle: z.boolean().catch(false),
  showTripHasDriversAndVehicle: z.boolean().catch(false),
  /** Print limit per ticket (0 or absent: unlimited). */
  printTicket: z.object({ limit: z.number().int().min(0).catch(0), current: z.number().int().min(0).catch(0) }).catch({ limit: 0, current: 0 }),
  exportInvoice: z.boolean().catch(false),
  /** Search keywords the agency blocks in the quick search and the customer search (000 §2.7; rules/blocked-keywords.ts). */
  blockSearchKeywords: z.array(z.string()).catch([]),
});
export type TPartnerConfig = z.infer<typeof ZPartnerConfig>;

/** Parses the config text; anything unreadable gives the defaults. Unknown keys are kept by the caller's text. */
export function parsePartnerConfig(text: string | null | undefined): TPartnerConfig {
  let raw: unknown = {};
  try {
    raw = text ? JSON.parse(text) : {};
  } catch {
    raw = {};
  }
  const source = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {};
  return ZPartnerConfig.parse({ pointType: undefined, printTicket: undefined, ...source });
}

/** Writes changed switches back into the config text, keeping every key the screen does not know. */
export function mergePartnerConfig(text: string | null | undefined, patch: Partial<TPartnerConfig>): string {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) raw = parsed as Record<string, unknown>;
  } catch {
    raw = {};
  }
  return JSON.stringify({ ...raw, ...patch });
}
