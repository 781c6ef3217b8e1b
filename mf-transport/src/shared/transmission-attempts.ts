import { MSG } from '@busdesk/api-contract';

/**
 * The tooltip lines of the transmission progress (002 §3 descriptionError): the attempts' messages joined by '|',
 * oldest first. 'null' entries (an attempt that left no message) and blanks are dropped and the rest numbered from
 * 1, so the user reads 'Lần 1: …', 'Lần 2: …' with no gap (docs/adr/0084).
 */
export function transmissionAttempts(descriptionError: string | null | undefined): string[] {
  if (!descriptionError) return [];
  return descriptionError
    .split('|')
    .map((m) => m.trim())
    .filter((m) => m !== '' && m !== 'null')
    .map((m, i) => MSG.transport.attempt(i + 1, m));
}
