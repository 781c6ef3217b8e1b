// Excel and LibreOffice evaluate a text cell starting with one of these as a formula (CSV/DDE injection) once the
// cell is edited or the sheet is saved as CSV; passenger names and notes are typed by the public.
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/**
 * Text as a spreadsheet cell holds it so that no spreadsheet evaluates it: a leading apostrophe before a formula
 * trigger (= + - @, tab, CR). Both exports apply it, the browser's (shared-kit) and the server's (docs/adr/0074).
 */
export function spreadsheetText(text: string): string {
  return FORMULA_TRIGGER.test(text) ? `'${text}` : text;
}
