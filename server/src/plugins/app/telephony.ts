import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCallsConsumer } from '../../telephony/calls-consumer';
import { createCallsService } from '../../telephony/calls-service';
import { createAccountTokenDriver } from '../../telephony/providers/account-token-driver';
import { createCallSockets } from '../../telephony/providers/call-sockets';
import { createDomainKeyDriver } from '../../telephony/providers/domain-key-driver';
import { createLocalDriver } from '../../telephony/providers/local-driver';
import { createSipDriver } from '../../telephony/providers/sip-driver';
import { createVoipSecretDriver } from '../../telephony/providers/voip-secret-driver';
import { createTelecomLinesService } from '../../telephony/telecom-lines-service';

export interface TelephonyPluginOptions {
  /** The calls' clock (epoch ms), so tests can place calls in time instead of waiting. */
  now?: () => number;
  /** Provider A's call socket heartbeat and first reconnect wait (tests shorten them; 002 §7: 10 s). */
  callSockets?: { heartbeatMs?: number; reconnectMs?: number };
}

/**
 * The agencies' extension lines (000 §2.9) and the softphone's calls (docs/adr/0088): one driver per provider, the
 * calls service over them, and the consumer that publishes the lines' call events. Warns at start while the local
 * exchange is on: its calls are simulated.
 */
export const telephonyPlugin = fp(
  async (app: FastifyInstance, opts: TelephonyPluginOptions) => {
    const now = opts.now ?? Date.now;
    const timeoutMs = app.env.TELEPHONY_PROVIDER_TIMEOUT_MS;
    app.decorate('telecomLines', createTelecomLinesService({ telecom: app.repos.telecom }));
    const sockets = createCallSockets({
      ...opts.callSockets,
      log: app.log,
      // A's sockets record their events through the service they are part of (made below, before any login).
      onEvent: (line, event) => service.providerEvent(line, event),
    });
    const local = createLocalDriver();
    const service = createCallsService({
      database: app.database,
      feed: app.changes.feed,
      calls: app.repos.calls,
      telecom: app.repos.telecom,
      tickets: app.repos.tickets,
      drivers: {
        local,
        sip: createSipDriver(),
        'domain-key': createDomainKeyDriver({ timeoutMs, sockets }),
        'voip-secret': createVoipSecretDriver({ timeoutMs }),
        'account-token': createAccountTokenDriver({ timeoutMs }),
      },
      localEnabled: app.env.TELEPHONY_LOCAL,
      now,
      log: app.log,
    });
    app.decorate('calls', service);
    app.decorate('callSockets', sockets);
    app.changes.dispatcher.addConsumer(createCallsConsumer({ realtime: app.realtime, log: app.log }));
    if (app.env.TELEPHONY_LOCAL) app.log.warn('telephony: local exchange — calls are simulated, recorded locally, not delivered');
    app.addHook('onClose', async () => sockets.closeAll());
  },
  { name: 'telephony', dependencies: ['repositories', 'changes', 'realtime'] },
);
