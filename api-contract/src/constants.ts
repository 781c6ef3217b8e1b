/**
 * Business constants, page sizes and timings of the three seeds' §9 (and the rules of §4–§5 that carry a
 * number). Money is integer đồng; durations are milliseconds. Limits and defaults are in limits.ts.
 */

// ── Requests ────────────────────────────────────────────────────────────────
export const TIMEOUT_MS = 30_000;
/** Booking platform code (001 §6) and the user type sent in the price check. */
export const PLATFORM_PARTNER = 5;
export const PRICE_USER_TYPE = 4;
export const DEFAULT_PAYMENT_TYPE = 3;
/** Bank QR transactions are searched with these (002 §7, §9). */
export const BANK_QR_SERVICE_SUPPORTER = 30;
export const BANK_QR_PAYMENT_TYPE = 24;
/** Bank QR amounts are stored in minor units and shown divided by this. */
export const BANK_AMOUNT_DIVISOR = 100;

// ── Page sizes and fetch counts ─────────────────────────────────────────────
export const TRIP_PAGE_SIZE = 40;
/** The most trips one search-trips call answers (`count`). */
export const TRIP_SEARCH_MAX_COUNT = 100;
export const COLLECTION_PAGE_SIZE = 40;
export const SETTLEMENT_TRIP_COUNT = 100;
export const COMPANY_PAGE_SIZE = 20;
export const COMPANY_SORT = 'id.asc';
export const POPULAR_ROUTE_PAGE_SIZES = [10, 20, 50, 100] as const;
export const POPULAR_ROUTE_DEFAULT_PAGE_SIZE = 20;
export const POPULAR_ROUTE_MAX = 50;
export const POPULAR_ROUTE_FETCH_COUNT = 50;
export const TELECOM_PAGE_SIZE = 50;
export const SMS_CONFIG_FETCH_COUNT = 50;
export const REPORT_PAGE_SIZE = 20;
export const TRANSACTION_PAGE_SIZE = 10;
export const CUSTOMER_SEARCH_COUNT = 5;
export const POINTS_COUNT = 1000;
export const PROVINCES_COUNT = 100;
export const SURCHARGE_COUNT = 100;
export const USER_LIST_COUNT = 1000;
export const VEHICLE_COUNT = 1000;
export const BANK_TRANSACTION_COUNT = 1000;
export const CALL_HISTORY_COUNT = 500;
/** One provider's call history API pages at 200 (002 §9). */
export const CALL_HISTORY_COUNT_PROVIDER_C = 200;
/** Ticket-by-points summary: the top 5 points, the rest grouped (001 §2.1). */
export const TOP_POINTS_SHOWN = 5;
/** The one-line trip list switches to a flex layout above this many trips (001 §2.1). */
export const TRIP_FLEX_LAYOUT_THRESHOLD = 10;
/** The free DataGrid's page cap (DESIGN §3). */
export const DATA_GRID_MAX_PAGE = 100;
/** Default user-company search filters for the driver list (001 §7). */
export const DRIVER_USER_TYPES = [2] as const;
export const DRIVER_USER_STATUSES = [1, 3, 4] as const;

// ── Timings ─────────────────────────────────────────────────────────────────
export const SEAT_LOCK_MS = 600_000;
export const PHONE_DEBOUNCE_MS = 500;
export const SEARCH_DEBOUNCE_MS = 500;
export const UPLOAD_DELAY_MS = 500;
export const SIGN_RESULT_DELAY_MS = 1_000;
export const LOGOUT_AFTER_PASSWORD_CHANGE_MS = 1_000;
export const INFINITE_SCROLL_DELAY_MS = 200;
export const SOCKET_CHECK_MS = 200;
export const SOCKET_TIMEOUT_MS = 5_400;
export const HEARTBEAT_MS = 10_000;
export const DEFAULT_RELOAD_TIMEOUT_MS = 1e8;
export const RECONNECT = { periodMs: 1_000, maxMs: 30_000, factor: 1.5, connectTimeoutMs: 2_000 } as const;

// ── Phone patterns ──────────────────────────────────────────────────────────
