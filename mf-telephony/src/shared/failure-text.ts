import { MSG } from '@busdesk/api-contract';

/** Texts of our own catalogue: an Error thrown in the browser (the SIP phone's, the engine's) may show one of them. */
const CATALOGUE: ReadonlySet<unknown> = new Set<unknown>([...Object.values(MSG.telephony), ...Object.values(MSG.common)].filter((v) => typeof v === 'string'));

/**
 * What a failed telephony action shows (002 §8: "server message used if present"): the server's message when it
 * answered one (shared-kit's ApiError and the widget's WidgetApiError both carry its `code` and message); a text of our
 * catalogue thrown in the browser; otherwise — no answer at all, or an error with no text meant for the clerk —
 * the action's own seed text.
 */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || error.message === '') return fallback;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'number') return code > 0 ? error.message : fallback;
  return CATALOGUE.has(error.message) ? error.message : fallback;
}
