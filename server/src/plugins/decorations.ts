import type { AuthService } from '../auth/auth-service';
import type { ChangeDispatcher } from '../changes/change-dispatcher';
import type { ChangeFeed } from '../changes/change-feed';
import type { Database } from '../db/database';
import type { Env } from '../env';
import type { PasswordHasher } from '../lib/passwords';
import type { MessagingService } from '../messaging/messaging-service';
import type { NotificationsService } from '../notifications/notifications-service';
import type { CompanyLinksService } from '../partners/company-links';
import type { CompanyApiService } from '../partners/company-api';
import type { CompanySimulator } from '../partners/company-simulator';
import type { PartnerCompaniesService } from '../partners/partner-companies-service';
import type { PartnersService } from '../partners/partners-service';
import type { PopularRoutesService } from '../partners/popular-routes-service';
import type { StaffService } from '../partners/staff-service';
import type { BankTerminalsService } from '../payments/bank-terminals-service';
import type { PaymentsService } from '../payments/payments-service';
import type { ReportsService } from '../reports/reports-service';
import type { ReportExportsService } from '../reports/export/report-exports-service';
import type { Realtime } from './app/realtime';
import type { InstanceState } from './app/instance';
import type { PeriodicJobs } from '../jobs/periodic-jobs';
import type { Redis } from 'ioredis';
import type { ChangeEventsRepository } from '../repositories/change-events-repository';
import type { PartnerCompaniesRepository } from '../repositories/partner-companies-repository';
import type { PartnerUsersRepository } from '../repositories/partner-users-repository';
import type { PartnersRepository } from '../repositories/partners-repository';
import type { PaymentEventsRepository } from '../repositories/payment-events-repository';
import type { PaymentsRepository } from '../repositories/payments-repository';
import type { SeatLocksRepository } from '../repositories/seat-locks-repository';
import type { SessionContext, SessionsRepository } from '../repositories/sessions-repository';
import type { BankTerminalsRepository } from '../repositories/bank-terminals-repository';
import type { CallsRepository } from '../repositories/calls-repository';
import type { TelecomRepository } from '../repositories/telecom-repository';
import type { TicketsRepository } from '../repositories/tickets-repository';
import type { TripsRepository } from '../repositories/trips-repository';
import type { BookingsService } from '../sales/bookings-service';
import type { PriceQuote } from '../sales/price-quote';
import type { SeatLockService } from '../sales/seat-lock-service';
import type { TripSearch } from '../sales/trip-search';
import type { TripView } from '../sales/trip-view';
import type { CallsService } from '../telephony/calls-service';
import type { CallSockets } from '../telephony/providers/call-sockets';
import type { TelecomLinesService } from '../telephony/telecom-lines-service';
import type { TripOperationsService } from '../trip-ops/trip-operations-service';
import type { CredentialStore } from '../transport-orders/certificates/signing-credentials';
import type { TransportOrdersService } from '../transport-orders/transport-orders-service';
import type { TransmissionWorker } from '../transport-orders/transmission/transmission-worker';
import type { CompanyOrderSimulator } from '../transport-orders/company-order-simulator';

/** Who may call a route: anyone, any signed-in partner user, or an ADMIN of the partner. */
export type Policy = 'public' | 'partner' | 'admin';
/** Whose data a route touches: none, or the session's partner (ids of other partners answer 404). */
export type Tenant = 'none' | 'partner';

export interface RouteAccess {
  policy: Policy;
  tenant: Tenant;
  /** Open to a session whose password was reset and must be changed first (ADR 0054): change-password, logout. */
  duringPasswordReset?: boolean;
}

export interface Repositories {
  sessions: SessionsRepository;
  partnerUsers: PartnerUsersRepository;
  partners: PartnersRepository;
  partnerCompanies: PartnerCompaniesRepository;
  tickets: TicketsRepository;
  trips: TripsRepository;
  seatLocks: SeatLocksRepository;
  payments: PaymentsRepository;
  paymentEvents: PaymentEventsRepository;
  telecom: TelecomRepository;
  calls: CallsRepository;
  bankTerminals: BankTerminalsRepository;
}

/**
 * The app's services, one decoration each, created once by the app plugins (plugins/app/*) before any route. Routes
 * call them; domain code receives only what it needs from them, never the app.
 */
declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    /** This instance among the cluster's, and whether it is draining (docs/adr/0098). */
    instance: InstanceState;
    /** The cluster's shared Redis (REDIS_URL), or null when this process runs alone. */
    redis: Redis | null;
    /** Periodic background jobs, once per period across the cluster (docs/adr/0097). */
    jobs: PeriodicJobs;
    database: Database;
    passwords: PasswordHasher;
    repos: Repositories;
    changes: { dispatcher: ChangeDispatcher; feed: ChangeFeed; events: ChangeEventsRepository };
    realtime: Realtime;
    auth: AuthService;
    partners: PartnersService;
    staff: StaffService;
    companyLinks: CompanyLinksService;
    /** What the bus companies' own systems call, signed with their API key (docs/adr/0102). */
    companyApi: CompanyApiService;
    /** Only with COMPANY_SYSTEMS=local: an ADMIN plays a company authorising its own agency (docs/adr/0102). */
    companySimulator: CompanySimulator | null;
    partnerCompanies: PartnerCompaniesService;
    popularRoutes: PopularRoutesService;
    seatLocks: SeatLockService;
    tripSearch: TripSearch;
    tripView: TripView;
    priceQuote: PriceQuote;
    bookings: BookingsService;
    messaging: MessagingService;
    payments: PaymentsService;
    notifications: NotificationsService;
    tripOps: TripOperationsService;
    telecomLines: TelecomLinesService;
    /** The softphone's calls (docs/adr/0088). */
    calls: CallsService;
    /** Provider A's call sockets of the logged-in lines. */
    callSockets: CallSockets;
    bankTerminals: BankTerminalsService;
    reports: ReportsService;
    reportExports: ReportExportsService;
    transportCredentials: CredentialStore;
    transportOrders: TransportOrdersService;
    transportTransmission: TransmissionWorker;
    /** Only with the local transport gateway (docs/adr/0087). */
    transportCompanySimulator: CompanyOrderSimulator | null;
    /** Every registered route with its access declaration (the policy test enumerates it). */
    routeAccess: Array<{ method: string; url: string; access: Partial<RouteAccess> | undefined }>;
  }
  interface FastifyRequest {
    session: SessionContext | null;
  }
  interface FastifyContextConfig {
    policy?: Policy;
    tenant?: Tenant;
    /**
     * A page a browser opens by navigation (no Authorization header): the portal's `token` cookie is accepted too.
     * Never on the JSON API, which a cookie would expose to cross-site requests.
     */
    cookieSession?: boolean;
    /** See RouteAccess.duringPasswordReset. */
    duringPasswordReset?: boolean;
  }
}
