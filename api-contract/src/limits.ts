/**
 * Limits and defaults of the three seeds' §9 (and the rules of §4–§5 that carry a number). Zod-free and apart from the
 * other constants (constants.ts) because the portal shell checks some of them before it paints (the password length of
 * the sign-in form, the mobile breakpoint of the sidebar): this module is part of the contract's core (core.ts).
 */

export const DEBT_DISPLAY_CAP = 1_000_000_000;
export const MIN_PASSWORD_LENGTH = 6;
export const MOBILE_BREAKPOINT = 992;
export const MAIL_MENU_WIDTH = 300;
export const PRINT_TEMPLATE_WIDTH = 300;
export const DEFAULT_CANCEL_REASON = 'Khách không đi nữa muốn hủy vé.';
/** ours: the longest cancel reason kept (the cancel and the cancelled report's update; the fields stop there). */
export const CANCEL_REASON_MAX_LENGTH = 500;
export const EXCEL_SHEET_NAME = 'data';
export const TRANSPORT_XML_FILE_PREFIX = 'lvc';
export const TRANSPORT_XML_MIME = 'text/xml';
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';
export const BUSINESS_TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** Login throttle (issue 3): 10 failures in 15 minutes for one account. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Outgoing call number for one provider: 10 or 11 digits (002 §5). */
export const OUTGOING_CALL_NUMBER_REGEX = /^\d{10,11}$/;
