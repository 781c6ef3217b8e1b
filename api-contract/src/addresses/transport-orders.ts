import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/transport-orders.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

// path chosen (002 §7: 'List transport orders', path not shown)
export const TRANSPORT_ORDER_LIST_ADDRESS = { method: 'POST', path: apiPath('transport-xml/list'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen (issue 14: the station service panel's 'today's departures with their order status')
export const STATION_DEPARTURES_ADDRESS = { method: 'POST', path: apiPath('transport-xml/departures'), client: 'v2' } as const satisfies EndpointAddress;
export const UP_SIGN_TRANSPORT_ORDER_ADDRESS = { method: 'POST', path: apiPath('transport-xml/up-sign'), client: 'v2' } as const satisfies EndpointAddress;
export const DOWN_SIGN_TRANSPORT_ORDER_ADDRESS = { method: 'POST', path: apiPath('transport-xml/down-sign'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen (002 §7: path not shown)
export const UPDATE_TRANSPORT_CONFIRM_ADDRESS = { method: 'POST', path: apiPath('transport-xml/update-confirm'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen (002 §7: path not shown)
export const RESEND_TRANSPORT_ORDER_ADDRESS = { method: 'POST', path: apiPath('transport-xml/resend'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen: the view screen's parsed and verified content (002 §2 'Transport order view')
export const TRANSPORT_ORDER_DETAIL_ADDRESS = { method: 'GET', path: apiPath('transport-xml/detail'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen (000 §2.7 transport configuration)
export const PARTNER_CERTIFICATE_ADDRESS = { method: 'GET', path: apiPath('partner/transport-certificate'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen (000 §2.7 transport configuration; docs/adr/0101)
export const COMPANY_CERTIFICATE_LIST_ADDRESS = { method: 'GET', path: apiPath('partner/company-certificates'), client: 'v2' } as const satisfies EndpointAddress;

/**
 * POST multipart (002 §7 'transport-xml/create-file'): the part `file` (text/xml, ≤ TRANSPORT_XML_MAX_BYTES) and these
 * fields. The seed's statuses and partner fields are derived by the server from the verified XML and the session;
 * `upStation` / `downStation` are the dialog's checkboxes: the side(s) the user's station takes in this order.
 */
export const TRANSPORT_XML_CREATE_PATH = apiPath('transport-xml/create-file');
/** GET `?id=` (002 §7 'GET transport-xml/view'): the stored XML text itself, not an envelope; errors are envelopes. */
export const TRANSPORT_XML_VIEW_PATH = apiPath('transport-xml/view');
/** POST multipart, ADMIN: the part `file` (a PKCS#12 .p12/.pfx, ≤ 100 kB) and the field `password` (write-only). */
export const PARTNER_CERTIFICATE_INSTALL_PATH = apiPath('partner/transport-certificate/install');
/** POST multipart, ADMIN: the field `companyId` and the part `file` (an X.509 certificate, PEM or DER, ≤ 20 kB). */
export const COMPANY_CERTIFICATE_REGISTER_PATH = apiPath('partner/company-certificates/register');
