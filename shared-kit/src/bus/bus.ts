import { BehaviorSubject, Subject } from 'rxjs';
import type { TUserInfo } from '@busdesk/api-contract';
import type { BusCallEvent, BusChildFiguresEvent, BusMessageEvent, BusNotificationEvent, BusPaymentEvent, BusSaleRequest, BusTicketEvent } from './bus-events';

export type SessionState =
  | { status: 'anonymous'; user?: undefined; token?: undefined }
  | { status: 'loading'; user?: undefined; token: string }
  | { status: 'authenticated'; user: TUserInfo; token: string };

export type SocketStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';
/** `attempt` counts failed connection attempts since the last success (0 while connected). */
export interface SocketState {
  status: SocketStatus;
  attempt: number;
}

export interface BusdeskBus {
  /** Stable id of this bus; e2e reads it from two MFs to prove they share one instance. */
  readonly instanceId: string;
  /** Late subscribers get the current session at once. */
  readonly session$: BehaviorSubject<SessionState>;
  /** Late subscribers get the current socket state at once. */
  readonly socket$: BehaviorSubject<SocketState>;
  readonly tickets$: Subject<BusTicketEvent>;
  readonly payments$: Subject<BusPaymentEvent>;
  readonly calls$: Subject<BusCallEvent>;
  readonly notifications$: Subject<BusNotificationEvent>;
  /**
   * The softphone's 'Bán vé' waiting for the sales screen (docs/adr/0092). A BehaviorSubject because the click
   * usually comes before the sales screen exists (it is loaded by the navigation the click starts): the screen takes
   * the request when it mounts, or at once when it is already open, and sets it back to null.
   */
  readonly saleRequest$: BehaviorSubject<BusSaleRequest | null>;
  /** Messages the agency recorded (SMS, ZNS): its message figures moved. */
  readonly messages$: Subject<BusMessageEvent>;
  /**
   * A child agency's figures moved (a sale, a cancel, a payment, messages): a station's dashboard, which counts its
   * children, reads its figures again (docs/adr/0120). Names the children only; never their tickets.
   */
  readonly childFigures$: Subject<BusChildFiguresEvent>;
  /**
   * Fires once the realtime connection is up with all its topics subscribed, the first time and after every drop:
   * what was read before it may have missed events, so refetch (ADR 0114: the first connection counts, since a screen
   * can load its data before the page's connection is up).
   */
  readonly reconnected$: Subject<void>;
}

const randomId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function createBus(): BusdeskBus {
  return {
    instanceId: randomId(),
    session$: new BehaviorSubject<SessionState>({ status: 'anonymous' }),
    socket$: new BehaviorSubject<SocketState>({ status: 'idle', attempt: 0 }),
    tickets$: new Subject<BusTicketEvent>(),
    payments$: new Subject<BusPaymentEvent>(),
    calls$: new Subject<BusCallEvent>(),
    notifications$: new Subject<BusNotificationEvent>(),
    saleRequest$: new BehaviorSubject<BusSaleRequest | null>(null),
    messages$: new Subject<BusMessageEvent>(),
    childFigures$: new Subject<BusChildFiguresEvent>(),
    reconnected$: new Subject<void>(),
  };
}

declare global {
  var __BUSDESK_BUS__: BusdeskBus | undefined;
}

/**
 * The page's one event bus. The import map loads shared-kit once, so this module is normally a page singleton
 * already; the bus is also kept on globalThis so that an accidental second copy of shared-kit (a widget's
 * standalone bundle next to the portal, a misconfigured MF that inlined it) joins the same bus instead of
 * splitting the session and socket state in two — and so e2e can read `__BUSDESK_BUS__.instanceId`.
 */
export const bus: BusdeskBus = (globalThis.__BUSDESK_BUS__ ??= createBus());

export const busInstanceId: string = bus.instanceId;
