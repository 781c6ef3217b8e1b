import { adminConfigEndpoint } from '@busdesk/api-contract';
import { defineRoute, PUBLIC } from '../../define-route';

/** The sign-in page's branding for the domain (000 §1). */
export const adminConfigRoute = defineRoute(adminConfigEndpoint, PUBLIC, ({ input, request }, app) => app.partners.adminConfig(input.adminDomain || (request.hostname.split(':')[0] ?? '')));
