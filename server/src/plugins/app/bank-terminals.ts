import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBankTerminalsService } from '../../payments/bank-terminals-service';
import { createTerminalDriver, OTP_TTL_MS } from '../../payments/terminal-drivers';

/** Bank QR terminal registration (register-vietqr) with its driver (payments/terminal-drivers.ts). */
export const bankTerminalsPlugin = fp(
  async (app: FastifyInstance, opts: { now?: () => number }) => {
    const now = opts.now ?? Date.now;
    const driver = createTerminalDriver(app.env, { store: app.repos.bankTerminals, changes: app.changes.feed, sms: app.messaging.channels.sms, hasher: app.passwords, now });
    if (driver?.kind === 'local') app.log.warn('bank terminal driver: local — terminals are simulated, the OTP goes through the SMS driver');
    if (!driver) app.log.warn('bank terminal driver: none — BANK_TERMINAL_URL is not set, terminal registration is refused');
    app.decorate('bankTerminals', createBankTerminalsService({ terminals: app.repos.bankTerminals, driver, log: app.log, now, otpTtlMs: OTP_TTL_MS }));
  },
  { name: 'bank-terminals', dependencies: ['repositories', 'changes', 'messaging'] },
);
