import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { apiPath } from '../paths';
import { ZTicketLite } from '../realtime/events';
import { NOTIFICATION_COUNT_ADDRESS } from './shell-addresses';

/**
 * The notification bell and the quick ticket search (002 §2 'Quick search dialog', 'Notifications', §3 'Ticket
 * (notification / search)', §7). Both answer with the loose ticket of the realtime events (ZTicketLite), so a
 * `new-partner-tickets` event and a list page carry the same item.
 *
 * A "new partner ticket" of an agency (ours; the seeds give only the filter 'platform partner, platformDetail
 * partner_app or partner_web, isPartnerRead false'): an active ticket for a departure from today on, sold through
 * the partner platform by one of the agency's child agencies, or booked through the agency's own app
 * ('partner_app') rather than by its counter staff — and not yet marked read by the agency.
 */

/**
 * The ticket of 002 §3 'Ticket (notification / search)' plus what the quick search's columns show beyond it
 * (the orderer's phone, the trip's departure for the day colour, when it was sold).
 */
export const ZFoundTicket = ZTicketLite.extend({
  ordererPhoneNumber: z.string().nullish(),
  /** The trip's planned departure, epoch ms (the day colour of the quick search). */
  startTime: z.number().optional(),
  /** When the ticket was sold, epoch ms. */
  createdDate: z.number().optional(),
  /** The staff member who sold it: the quick search's 'Người đặt' when the ticket names no orderer. */
  sellerName: z.string().nullish(),
});
export type TFoundTicket = z.infer<typeof ZFoundTicket>;

/** Tabs of the popover: every ticket, those of companies that use the vendor app, those of companies that do not. */
export const NOTIFICATION_TABS = ['all', 'usingApp', 'notUsingApp'] as const;
export const ZNotificationTab = z.enum(NOTIFICATION_TABS);
export type TNotificationTab = z.infer<typeof ZNotificationTab>;

/** How many notifications a page of the popover loads ('Tải thêm' loads the next). */
export const NOTIFICATION_PAGE_SIZE = 20;
/** The quick search answers at most this many tickets, newest departure first. */
export const TICKET_SEARCH_LIMIT = 50;

export const ZNotificationCounts = z.object({
  all: z.number().int(),
  usingApp: z.number().int(),
  notUsingApp: z.number().int(),
});
export type TNotificationCounts = z.infer<typeof ZNotificationCounts>;

/** One company of a tab with its unread count (the group's badge counts every unread ticket, loaded or not). */
export const ZNotificationCompany = z.object({
  companyId: z.string(),
  companyName: z.string(),
  isNotUsingAV: z.boolean(),
  count: z.number().int(),
});
export type TNotificationCompany = z.infer<typeof ZNotificationCompany>;

// path chosen: the seeds name the call 'New tickets list' without a path.
export const ZNotificationListRequest = z.object({
  tab: ZNotificationTab.default('all'),
  count: z.number().int().min(1).max(100).default(NOTIFICATION_PAGE_SIZE),
  /** Accepted as the seeds send it and ignored: pages are keyset (a ticket marked read never shifts a page). */
  page: z.number().int().min(0).optional(),
  nextPageToken: z.string().max(200).nullish(),
});
export type TNotificationListRequest = z.input<typeof ZNotificationListRequest>;
export const ZNotificationListResponse = z.object({
  /** Newest first; each with companyName, routeName, getInTimePlan, fullName, phoneNumber, listSeatId, isNotUsingAV. */
  tickets: z.array(ZFoundTicket),
  /** Unread tickets in this tab (the 'Tải thêm' button shows while more than the loaded ones). */
  total: z.number().int(),
  counts: ZNotificationCounts,
  companies: z.array(ZNotificationCompany),
  nextPageToken: z.string().nullable(),
});
export type TNotificationListResponse = z.infer<typeof ZNotificationListResponse>;
export const notificationListEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/ticket-notification/list'),
  client: 'v2',
  request: ZNotificationListRequest,
  response: ZNotificationListResponse,
  summary: "The agency's unread new partner tickets of one tab, newest first, with the three tabs' counts",
});

export const ZNotificationCountRequest = z.object({}).loose();
export const ZNotificationCountResponse = z.object({ count: z.number().int() });
export const notificationCountEndpoint = defineEndpoint({
  ...NOTIFICATION_COUNT_ADDRESS,
  request: ZNotificationCountRequest,
  response: ZNotificationCountResponse,
  summary: 'How many new partner tickets the agency has not read (the bell badge)',
});

// path chosen: 'Mark read | first ticketId' (002 §7).
export const ZNotificationReadRequest = z.object({ ticketId: z.string().trim().min(1).max(100) });
export const ZNotificationReadResponse = z.object({ ticketIds: z.array(z.string()), count: z.number().int() });
export const notificationReadEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/ticket-notification/read'),
  client: 'v2',
  request: ZNotificationReadRequest,
  response: ZNotificationReadResponse,
  summary: 'Marks one new partner ticket read for the whole agency; every open bell drops it (partner-tickets-read)',
});

/**
 * Quick search (002 §2, §7 'Ticket search | keyword'): a phone (any of +84/84/0 forms, the passenger's or the
 * orderer's), a name (case and diacritics ignored), a ticket code or a bank QR bill number. Only the agency's own
 * tickets on the routes the user sells; cancelled ones included with their status (ticketStatus 0).
 */
export const ZTicketSearchRequest = z.object({ keyword: z.string().trim().min(1).max(100) });
export type TTicketSearchRequest = z.input<typeof ZTicketSearchRequest>;
/** blockedMessage: the keyword is one the agency blocks (000 §2.7, ADR 0053); nothing is found and this says why. */
export const ZTicketSearchResponse = z.object({ tickets: z.array(ZFoundTicket), blockedMessage: z.string().optional() });
export type TTicketSearchResponse = z.infer<typeof ZTicketSearchResponse>;
export const ticketSearchEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/search/ticket'),
  client: 'v2',
  request: ZTicketSearchRequest,
  response: ZTicketSearchResponse,
  summary: "Finds the agency's tickets by phone, passenger name, ticket code or bank QR bill number",
});
