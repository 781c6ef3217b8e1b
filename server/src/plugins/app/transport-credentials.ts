import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadCredentialsMasterKey } from '../../transport-orders/certificates/key-encryption';
import { createCredentialStore } from '../../transport-orders/certificates/signing-credentials';

/** Signing keys and certificates of companies and partners (docs/adr/0077); the master key is read (or made) at start. */
export const transportCredentialsPlugin = fp(
  async (app: FastifyInstance) => {
    const masterKey = await loadCredentialsMasterKey(app.database, app.env.TRANSPORT_CREDENTIALS_KEY);
    if (!app.env.TRANSPORT_CREDENTIALS_KEY) app.log.warn('TRANSPORT_CREDENTIALS_KEY is not set: transport signing keys are encrypted with a key kept in the same database');
    // The local CA issues and is trusted only in the embedded demo (the local gateway); docs/adr/0101.
    app.decorate('transportCredentials', createCredentialStore({ db: app.database, masterKey, localCa: app.env.TRANSPORT_GATEWAY === 'local' }));
  },
  { name: 'transport-credentials', dependencies: ['database'] },
);
