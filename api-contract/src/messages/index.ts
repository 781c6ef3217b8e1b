/**
 * Every user-facing Vietnamese text of the three seeds (error catalogues, validation rules, warnings,
 * confirmations, empty texts), exactly as the seeds write them, plus the few generic texts the server needs
 * that the seeds do not give (each marked `// ours: not in the seeds`).
 *
 * Both the server (error bodies) and the browser (through shared-kit) read this one object, so a text changes
 * in one place. Where a seed shows a `{placeholder}` or a trailing '...' detail, the entry is a function that
 * fills it; `MSG.x.y.name` is never relied on, call sites pass their detail.
 */

import { MSG_COMMON } from './common';
import { MSG_SERVER } from './server';
import { MSG_AUTH, MSG_PROFILE } from './auth';
import { MSG_SETTLEMENT, MSG_SALES, MSG_SALE_REPORT, MSG_PAYMENTS, MSG_MESSAGING, MSG_TRIP_OPS, MSG_QUICK_SEARCH } from './sales';
import { MSG_COMPANY, MSG_POPULAR_ROUTE, MSG_CONFIG, MSG_EMPLOYEE, MSG_TELECOM, MSG_MAIL_TEMPLATE, MSG_PERMISSION, MSG_BANK_QR } from './admin';
import { MSG_REPORTS } from './reports';
import { MSG_TRANSPORT } from './transport';
import { MSG_TELEPHONY } from './telephony';
import { MSG_NOTIFICATIONS } from './notifications';
import { MSG_LEDGER } from './ledger';

export const MSG = {
  common: MSG_COMMON,
  server: MSG_SERVER,
  auth: MSG_AUTH,
  profile: MSG_PROFILE,
  settlement: MSG_SETTLEMENT,
  company: MSG_COMPANY,
  popularRoute: MSG_POPULAR_ROUTE,
  config: MSG_CONFIG,
  employee: MSG_EMPLOYEE,
  telecom: MSG_TELECOM,
  mailTemplate: MSG_MAIL_TEMPLATE,
  permission: MSG_PERMISSION,
  sales: MSG_SALES,
  saleReport: MSG_SALE_REPORT,
  reports: MSG_REPORTS,
  transport: MSG_TRANSPORT,
  telephony: MSG_TELEPHONY,
  notifications: MSG_NOTIFICATIONS,
  payments: MSG_PAYMENTS,
  messaging: MSG_MESSAGING,
  tripOps: MSG_TRIP_OPS,
  quickSearch: MSG_QUICK_SEARCH,
  bankQr: MSG_BANK_QR,
  ledger: MSG_LEDGER,
} as const;

export type TMessages = typeof MSG;
