import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZTransportSignStatus } from '../enums/schemas';
import { apiPath } from '../paths';
import { rangeInOrder } from './range-in-order';

// Electronic transport orders (lệnh vận chuyển điện tử; 002 §2 'Ký duyệt lệnh', §3, §4, §7, §8; issue 14). The server
// owns every status: what a browser sends as a status is never trusted (upload statuses come from verifying the
// signatures, a side reaches 3 only when the gateway accepted it).

/** An instant in epoch ms. */
const ZEpochMs = z.coerce.number().int().min(0).max(8_640_000_000_000);
const ZTrimmedFilter = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((v) => (v ? v : null));
const ZStatusFilter = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().pipe(ZTransportSignStatus).optional());

export const ZTransportSide = z.enum(['up', 'down']);
/** up = the departure station (bến đi), down = the arrival station (bến đến), as the seed's partnerUp / partnerDown. */
export type TTransportSide = z.infer<typeof ZTransportSide>;

/** 002 §3 'Transport order (list item)', plus `version` and `transmission` (ours). */
export const ZTransportOrder = z.object({
  id: z.string(),
  code: z.string().nullable(),
  timeStartTrip: z.number().int(),
  timeEndTrip: z.number().int().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string(),
  companyPhone: z.string().nullable(),
  numberPlate: z.string(),
  companyStatus: z.number().int(),
  stationUpStatus: z.number().int(),
  stationDownStatus: z.number().int(),
  partnerUpId: z.string().nullable(),
  partnerDownId: z.string().nullable(),
  partnerUpName: z.string().nullable(),
  partnerDownName: z.string().nullable(),
  partnerUpCode: z.string().nullable(),
  partnerDownCode: z.string().nullable(),
  numberCustomerUp: z.number().int().nullable(),
  numberCustomerDown: z.number().int().nullable(),
  /** Transmission attempts' messages joined by '|', oldest first ('null' entries are ignored by the screen). */
  descriptionError: z.string().nullable(),
  descriptionSignCompany: z.string().nullable(),
  descriptionSignUp: z.string().nullable(),
  descriptionSignDown: z.string().nullable(),
  /** Bumped by every change of the signed document (a signature, an edited confirmation); transmissions are per version. */
  version: z.number().int(),
  /** 'idle' nothing to send; 'pending' an attempt is due (retrying with backoff); 'failed' retries exhausted (resend by hand). */
  transmission: z.enum(['idle', 'pending', 'failed']),
});
export type TTransportOrder = z.infer<typeof ZTransportOrder>;

/** 002 §7 'List transport orders': departure between startTime and endTime (the screen sends 00:00:00 and 23:59:00). */
export const ZTransportOrderListRequest = z
  .object({
    startTime: ZEpochMs,
    endTime: ZEpochMs,
    companyId: ZTrimmedFilter,
    code: ZTrimmedFilter,
    numberPlate: ZTrimmedFilter,
    companyStatus: ZStatusFilter,
    stationUpStatus: ZStatusFilter,
    stationDownStatus: ZStatusFilter,
  })
  .refine(...rangeInOrder<{ startTime: number; endTime: number }>('startTime', 'endTime'));
export type TTransportOrderListRequest = z.input<typeof ZTransportOrderListRequest>;

/** The list is not paged in the seed; the server answers at most this many, earliest departure first. */
export const TRANSPORT_ORDER_LIST_LIMIT = 1000;
export const ZTransportOrderListResponse = z.object({ transports: z.array(ZTransportOrder), truncated: z.boolean() });
export type TTransportOrderListResponse = z.infer<typeof ZTransportOrderListResponse>;

export const transportOrderListEndpoint = defineEndpoint({
  method: 'POST',
  // path chosen (002 §7: 'List transport orders', path not shown)
  path: apiPath('transport-xml/list'),
  client: 'v2',
  request: ZTransportOrderListRequest,
  response: ZTransportOrderListResponse,
  summary: 'Transport orders departing in a range whose departure or arrival partner is the agency or one of its child stations',
});

/**
 * Today's departures of the station (issue 14 /station-service; docs/adr/0086): the trips leaving a station of the
 * session's partner (or a child station) in the range, each with its transport order when one was uploaded for it
 * (the latest the session may see), else null — shown 'Chưa có lệnh'. Cancelled trips are not departures.
 */
export const ZStationDeparturesRequest = z
  .object({ startTime: ZEpochMs, endTime: ZEpochMs })
  .refine(...rangeInOrder<{ startTime: number; endTime: number }>('startTime', 'endTime'));
export type TStationDeparturesRequest = z.input<typeof ZStationDeparturesRequest>;
export const ZStationDeparture = z.object({
  tripId: z.string(),
  startTime: z.number().int(),
  routeName: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  numberPlate: z.string().nullable(),
  /** The departure station (the partner whose station the trip leaves). */
  stationName: z.string(),
  order: ZTransportOrder.nullable(),
});
export type TStationDeparture = z.infer<typeof ZStationDeparture>;
/** A station's day is tens of departures; the answer stops here with `truncated`. */
export const STATION_DEPARTURES_LIMIT = 500;
export const ZStationDeparturesResponse = z.object({ departures: z.array(ZStationDeparture), truncated: z.boolean() });
export type TStationDeparturesResponse = z.infer<typeof ZStationDeparturesResponse>;

export const stationDeparturesEndpoint = defineEndpoint({
  method: 'POST',
  // path chosen (issue 14: the station service panel's 'today's departures with their order status')
  path: apiPath('transport-xml/departures'),
  client: 'v2',
  request: ZStationDeparturesRequest,
  response: ZStationDeparturesResponse,
  summary: "Trips leaving the session's stations in a range, each with its transport order (or none)",
});

/**
 * POST multipart (002 §7 'transport-xml/create-file'): the part `file` (text/xml, ≤ TRANSPORT_XML_MAX_BYTES) and these
 * fields. The seed's statuses and partner fields are derived by the server from the verified XML and the session;
 * `upStation` / `downStation` are the dialog's checkboxes: the side(s) the user's station takes in this order.
 */
export const TRANSPORT_XML_CREATE_PATH = apiPath('transport-xml/create-file');
export const TRANSPORT_XML_MAX_BYTES = 2 * 1024 * 1024;
export const ZCreateTransportOrderFields = z.object({
  code: ZTrimmedFilter,
  upStation: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()),
  downStation: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()),
  timeStartTrip: ZEpochMs.optional(),
});
export type TCreateTransportOrderFields = z.input<typeof ZCreateTransportOrderFields>;
export const ZCreateTransportOrderResponse = z.object({ transport: ZTransportOrder });
export type TCreateTransportOrderResponse = z.infer<typeof ZCreateTransportOrderResponse>;

export const ZTransportOrderIdRequest = z.object({ id: z.string().trim().min(1).max(100) });
export type TTransportOrderIdRequest = z.input<typeof ZTransportOrderIdRequest>;

/** 002 §7 'POST transport-xml/up-sign and down-sign': results.message ('Lệnh được ký thành công' or the refusal). */
export const ZSignTransportOrderResponse = z.object({ message: z.string(), transport: ZTransportOrder });
export type TSignTransportOrderResponse = z.infer<typeof ZSignTransportOrderResponse>;

export const upSignTransportOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('transport-xml/up-sign'),
  client: 'v2',
  request: ZTransportOrderIdRequest,
  response: ZSignTransportOrderResponse,
  summary: "The departure station signs the order (XML-DSig with its certificate), when it is the user's partner or a child and not at 3",
});

export const downSignTransportOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('transport-xml/down-sign'),
  client: 'v2',
  request: ZTransportOrderIdRequest,
  response: ZSignTransportOrderResponse,
  summary: "The arrival station signs the order (XML-DSig with its certificate), when it is the user's partner or a child and not at 3",
});

/** 002 §7 'Edit transport order confirmation': the passengers and time of the user's own side only. */
export const ZUpdateTransportConfirmRequest = z.object({
  id: z.string().trim().min(1).max(100),
  numberCustomer: z.coerce.number().int().min(0).max(200),
  time: ZEpochMs,
  partnerType: ZTransportSide,
});
export type TUpdateTransportConfirmRequest = z.input<typeof ZUpdateTransportConfirmRequest>;
export const ZTransportOrderResponse = z.object({ transport: ZTransportOrder });
export type TTransportOrderResponse = z.infer<typeof ZTransportOrderResponse>;

export const updateTransportConfirmEndpoint = defineEndpoint({
  method: 'POST',
  // path chosen (002 §7: path not shown)
  path: apiPath('transport-xml/update-confirm'),
  client: 'v2',
  request: ZUpdateTransportConfirmRequest,
  response: ZTransportOrderResponse,
  summary: "Edits the passenger count and time of the user's side (departure or arrival) of an order",
});

export const resendTransportOrderEndpoint = defineEndpoint({
  method: 'POST',
  // path chosen (002 §7: path not shown)
  path: apiPath('transport-xml/resend'),
  client: 'v2',
  request: ZTransportOrderIdRequest,
  response: ZTransportOrderResponse,
  summary: 'Queues a transmission of the current version of an order now (when either station is not at 3)',
});

/** GET `?id=` (002 §7 'GET transport-xml/view'): the stored XML text itself, not an envelope; errors are envelopes. */
export const TRANSPORT_XML_VIEW_PATH = apiPath('transport-xml/view');

/** One signature block of the view, after verification against the signer's certificate. */
export const ZTransportSignature = z.object({
  role: z.enum(['company', 'up', 'down', 'driver']),
  /** Who signed: the certificate's subject common name (a driver: the driver's name). */
  signerName: z.string().nullable(),
  signedAt: z.number().int().nullable(),
  /** absent: no signature in the list; invalid: present but it does not verify (tampered content, wrong certificate). */
  status: z.enum(['valid', 'invalid', 'absent']),
  /** Why it is invalid, in Vietnamese. */
  reason: z.string().nullable(),
});
export type TTransportSignature = z.infer<typeof ZTransportSignature>;

const ZConfirmBlock = z.object({
  entryTime: z.number().int().nullable(),
  departureTime: z.number().int().nullable(),
  passengerCount: z.number().int().nullable(),
  confirmTime: z.number().int().nullable(),
  signerName: z.string().nullable(),
});

/** The content of the order's XML (002 §3 'Transport order XML'), read from verified references only. */
export const ZTransportOrderDocument = z.object({
  code: z.string(),
  validFrom: z.number().int().nullable(),
  validTo: z.number().int().nullable(),
  company: z.object({ name: z.string(), taxCode: z.string().nullable(), phone: z.string().nullable() }),
  drivers: z.array(z.object({ name: z.string(), licenceClass: z.string().nullable() })).max(3),
  serviceStaff: z.array(z.string()),
  vehicle: z.object({ numberPlate: z.string(), seatCount: z.number().int().nullable(), brand: z.string().nullable() }),
  route: z.object({
    code: z.string().nullable(),
    upStationName: z.string(),
    upStationCode: z.string(),
    downStationName: z.string(),
    downStationCode: z.string(),
    itinerary: z.string().nullable(),
  }),
  plannedDepartureTime: z.number().int().nullable(),
  up: ZConfirmBlock.nullable(),
  down: ZConfirmBlock.nullable(),
});
export type TTransportOrderDocument = z.infer<typeof ZTransportOrderDocument>;

export const ZTransportOrderDetailResponse = z.object({
  transport: ZTransportOrder,
  document: ZTransportOrderDocument,
  signatures: z.array(ZTransportSignature),
  /** The attempts of every transmission, oldest first ('Lần n: message'). */
  attempts: z.array(z.object({ n: z.number().int(), at: z.number().int(), side: ZTransportSide, outcome: z.enum(['accepted', 'rejected', 'timeout', 'error']), message: z.string() })),
});
export type TTransportOrderDetailResponse = z.infer<typeof ZTransportOrderDetailResponse>;

export const transportOrderDetailEndpoint = defineEndpoint({
  method: 'GET',
  // path chosen: the view screen's parsed and verified content (002 §2 'Transport order view')
  path: apiPath('transport-xml/detail'),
  client: 'v2',
  request: ZTransportOrderIdRequest,
  response: ZTransportOrderDetailResponse,
  summary: 'One order: its content, every signature block verified, and its transmission attempts',
});

/** What any X.509 certificate shows a person (never a key): the agency's own and the companies' registered ones. */
const ZCertificateFacts = z.object({
  subject: z.string(),
  issuer: z.string(),
  serialNumber: z.string(),
  notBefore: z.number().int(),
  notAfter: z.number().int(),
  /** SHA-256 of the DER certificate, hex. */
  fingerprint: z.string(),
});

/** The installed certificate of the agency (its subject, issuer and validity; never the key). */
export const ZPartnerCertificate = ZCertificateFacts.extend({
  /** 'local-ca': issued by the demo certificate authority at seed time; 'pkcs12': installed by an ADMIN. */
  source: z.enum(['local-ca', 'pkcs12']),
});
export type TPartnerCertificate = z.infer<typeof ZPartnerCertificate>;
export const ZPartnerCertificateResponse = z.object({ certificate: ZPartnerCertificate.nullable() });
export type TPartnerCertificateResponse = z.infer<typeof ZPartnerCertificateResponse>;

export const partnerCertificateEndpoint = defineEndpoint({
  method: 'GET',
  // path chosen (000 §2.7 transport configuration)
  path: apiPath('partner/transport-certificate'),
  client: 'v2',
  request: z.object({}),
  response: ZPartnerCertificateResponse,
  summary: "The signing certificate of the session's agency (ADMIN)",
});

/** POST multipart, ADMIN: the part `file` (a PKCS#12 .p12/.pfx, ≤ 100 kB) and the field `password` (write-only). */
export const PARTNER_CERTIFICATE_INSTALL_PATH = apiPath('partner/transport-certificate/install');
export const PKCS12_MAX_BYTES = 100 * 1024;

/**
 * A bus company's public certificate as the agency registered it (docs/adr/0101): what the company's signature on an
 * order is verified against for this agency. 'local-ca': a test certificate of the embedded demo's seed.
 */
export const ZCompanyCertificate = ZCertificateFacts.extend({
  source: z.enum(['registered', 'local-ca']),
  registeredAt: z.number().int(),
});
export type TCompanyCertificate = z.infer<typeof ZCompanyCertificate>;
/** One company of the network with the agency's current registration (null: none). */
export const ZCompanyCertificateEntry = z.object({
  companyId: z.string(),
  companyName: z.string(),
  taxId: z.string().nullable(),
  certificate: ZCompanyCertificate.nullable(),
});
export type TCompanyCertificateEntry = z.infer<typeof ZCompanyCertificateEntry>;
export const ZCompanyCertificateListResponse = z.object({ companies: z.array(ZCompanyCertificateEntry) });
export type TCompanyCertificateListResponse = z.infer<typeof ZCompanyCertificateListResponse>;

export const companyCertificateListEndpoint = defineEndpoint({
  method: 'GET',
  // path chosen (000 §2.7 transport configuration; docs/adr/0101)
  path: apiPath('partner/company-certificates'),
  client: 'v2',
  request: z.object({}),
  response: ZCompanyCertificateListResponse,
  summary: "Every bus company with the certificate the session's agency registered for it (ADMIN)",
});

/** POST multipart, ADMIN: the field `companyId` and the part `file` (an X.509 certificate, PEM or DER, ≤ 20 kB). */
export const COMPANY_CERTIFICATE_REGISTER_PATH = apiPath('partner/company-certificates/register');
export const COMPANY_CERTIFICATE_MAX_BYTES = 20 * 1024;
export const ZCompanyCertificateRegisterResponse = z.object({ entry: ZCompanyCertificateEntry });
export type TCompanyCertificateRegisterResponse = z.infer<typeof ZCompanyCertificateRegisterResponse>;
