/**
 * The keyboard shortcuts of /book-ticket, in one table: the help overlay ('?') lists them, each button shows its
 * key, docs/book-ticket.md documents them, and `useSalesShortcut` matches them. Keys are matched on
 * `KeyboardEvent.code` (the physical key), so Alt+S is Alt+S on a Vietnamese (Telex/VNI) input method or on macOS,
 * where Option+S types 'ß'. Alt+letters other than the browser's own (Alt+D, Alt+E, Alt+F open the address bar
 * and the menu in Chromium) and F2/F4, to which browsers give no meaning (docs/adr/0043).
 */
export interface SalesShortcut {
  /** KeyboardEvent.code */
  code: string;
  alt: boolean;
  /** How the key is written on buttons and in the help ('Alt+G'). */
  keys: string;
  /** What it does, in the help overlay. */
  does: string;
}

const alt = (letter: string, does: string): SalesShortcut => ({ code: `Key${letter}`, alt: true, keys: `Alt+${letter}`, does });
const plain = (code: string, does: string): SalesShortcut => ({ code, alt: false, keys: code, does });

export const SALES_SHORTCUTS = {
  tripSearch: alt('C', 'Tìm chuyến: tới ô ngày đi của bộ lọc chuyến'), // ours
  seatMap: plain('F4', 'Tới sơ đồ ghế (ghế đang chọn)'), // ours
  phone: plain('F2', 'Tới ô số điện thoại của form đặt vé'), // ours
  book: alt('G', 'Giữ chỗ các ghế đang chọn (Đặt và thanh toán khi nhà xe không cho giữ chỗ)'), // ours
  pay: alt('T', 'Thanh toán: đặt và thanh toán ghế mới, hoặc thanh toán đủ vé đang chọn'), // ours
  print: alt('I', 'In vé đang chọn (ngay sau khi bán, vé vừa bán đang được chọn)'), // ours
  cancel: alt('H', 'Hủy vé đang chọn'), // ours
  help: { code: 'Slash', alt: false, keys: '?', does: 'Mở bảng phím tắt này' }, // ours
} as const satisfies Record<string, SalesShortcut>;

export type SalesShortcutName = keyof typeof SALES_SHORTCUTS;

/** The table the help overlay shows, in this order. */
export const SHORTCUT_HELP_ORDER: readonly SalesShortcutName[] = ['tripSearch', 'seatMap', 'phone', 'book', 'pay', 'print', 'cancel', 'help'];

/** Whether the event is the typed '?' — on any layout, so matched by the character, only outside text fields. */
const isHelpKey = (event: KeyboardEvent): boolean => event.key === '?' && !event.altKey && !event.ctrlKey && !event.metaKey;

/** Fields where a plain key is typing, not a command. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type);
}

/** Whether a keydown is the shortcut. Alt and F-keys work in fields too (they type nothing); '?' only outside them. */
export function matchesShortcut(event: KeyboardEvent, name: SalesShortcutName): boolean {
  if (name === 'help') return isHelpKey(event) && !isTypingTarget(event.target);
  const shortcut = SALES_SHORTCUTS[name];
  if (event.ctrlKey || event.metaKey || event.shiftKey) return false;
  return event.code === shortcut.code && event.altKey === shortcut.alt;
}

/** A button's label with its key: 'Giữ chỗ (Alt+G)' is what the tooltip and aria-keyshortcuts carry. */
export const shortcutKeys = (name: SalesShortcutName): string => SALES_SHORTCUTS[name].keys;
