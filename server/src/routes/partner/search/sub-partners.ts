import { subPartnersEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** The child stations and agencies of the session's partner (001 §7, 002 §3). */
export const subPartnersRoute = defineRoute(subPartnersEndpoint, PARTNER, ({ session }, app) => app.partnerCompanies.subPartners(session));
