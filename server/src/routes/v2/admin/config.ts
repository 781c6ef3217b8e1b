import type { FastifyInstance } from 'fastify';
import { adminConfigEndpoint, type TAdminConfig } from '@busdesk/api-contract';
import { registerEndpoint } from '../../../lib/register-endpoint';

export async function adminConfigRoutes(app: FastifyInstance) {
  registerEndpoint(app, adminConfigEndpoint, { policy: 'public', tenant: 'none' }, async ({ input, request }) => {
    const domain = input.adminDomain || request.hostname.split(':')[0];
    const text = await app.repos.partners.adminConfig(domain);
    let adminConfig: TAdminConfig = {};
    if (text) {
      try {
        adminConfig = JSON.parse(text) as TAdminConfig;
      } catch {
        request.log.warn({ domain }, 'admin config is not JSON');
      }
    }
    return { adminConfig };
  });
}
