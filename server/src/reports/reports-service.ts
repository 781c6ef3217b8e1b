import type { z } from 'zod';
import type {
  ZBankQrReportRequest,
  ZCollectionRoutesRequest,
  ZDashboardRequest,
  ZSendCollectionZnsRequest,
  ZSmsReportRequest,
  ZTicketReportRequest,
  ZUpdateCancelledTicketsRequest,
  ZZnsReportRequest,
} from '@busdesk/api-contract';
import type { ZTicketStatsRequest, ZTransactionReportRequest } from '@busdesk/api-contract';
import type { ChangeFeed } from '../changes/change-feed';
import type { Database } from '../db/database';
import type { MessagingService } from '../messaging/messaging-service';
import type { SessionContext } from '../repositories/sessions-repository';
import { bankQrReport } from './bank-qr-report';
import { updateCancelledTickets } from './cancelled-tickets-update';
import { collectionRoutes, collectionZns, sendCollectionZns, type CollectionZnsConfig } from './collection-report';
import { dashboard } from './dashboard';
import { smsReport, znsReport } from './message-reports';
import { createPageTokens } from './page-token';
import { reportScopeOf } from './report-scope';
import { ticketReport, ticketReportWalk, type TicketReportFilterInput } from './ticket-report';
import { ticketStats } from './ticket-stats';
import { transactionReport } from './transaction-report';

export interface ReportsDeps {
  database: Database;
  changes: ChangeFeed;
  /** The key of the page tokens (report-secret.ts). */
  tokenSecret: string;
  /** The collection report's Zalo send goes through the messaging service, which records it (docs/adr/0069). */
  messaging: Pick<MessagingService, 'znsTemplates' | 'sendZns'>;
  collectionZns: CollectionZnsConfig;
  /** The clock of the dashboard's asOf (tests pass their own). */
  now?: () => number;
}

/** The reports of 002 (docs/adr/0062): each call scoped to the session (report-scope.ts), keyset-paged behind signed tokens. */
export function createReportsService(deps: ReportsDeps) {
  const tokens = createPageTokens(deps.tokenSecret);
  return {
    sms: (session: SessionContext, input: z.output<typeof ZSmsReportRequest>) => smsReport(deps.database, tokens, reportScopeOf(session), input),
    zns: (session: SessionContext, input: z.output<typeof ZZnsReportRequest>) => znsReport(deps.database, tokens, reportScopeOf(session), input),
    bankQr: (session: SessionContext, input: z.output<typeof ZBankQrReportRequest>) => bankQrReport(deps.database, tokens, reportScopeOf(session), input),
    tickets: (session: SessionContext, input: z.output<typeof ZTicketReportRequest>) => ticketReport(deps.database, tokens, reportScopeOf(session), input),
    /** The whole filter of the ticket report, for an 'All rows' export (ticketReportWalk). */
    ticketsWalk: (session: SessionContext, input: TicketReportFilterInput) => ticketReportWalk(deps.database, reportScopeOf(session), input),
    updateCancelled: (session: SessionContext, input: z.output<typeof ZUpdateCancelledTicketsRequest>) =>
      updateCancelledTickets(deps.changes, session, reportScopeOf(session), input),
    transactions: (session: SessionContext, input: z.output<typeof ZTransactionReportRequest>) =>
      transactionReport(deps.database, tokens, reportScopeOf(session), input),
    ticketStats: (session: SessionContext, input: z.output<typeof ZTicketStatsRequest>) => ticketStats(deps.database, reportScopeOf(session), session.partnerId, input),
    collectionRoutes: (session: SessionContext, input: z.output<typeof ZCollectionRoutesRequest>) => collectionRoutes(deps.database, reportScopeOf(session), input),
    collectionZns: (session: SessionContext) => collectionZns(deps.messaging, deps.collectionZns, session),
    sendCollectionZns: (session: SessionContext, input: z.output<typeof ZSendCollectionZnsRequest>) => sendCollectionZns(deps.messaging, deps.collectionZns, session, input),
    dashboard: (session: SessionContext, input: z.output<typeof ZDashboardRequest>) =>
      dashboard(deps.database, reportScopeOf(session), input, deps.now ?? Date.now),
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
