import type { TTransportOrderDocument, TTransportSide, TTransportSignature } from '@busdesk/api-contract';
import { MSG } from '@busdesk/api-contract';
import { HttpError } from '../lib/http-error';

/**
 * What the orders service needs from the XML and certificate library (server/src/transport-orders/xml/ and
 * certificates/, docs/adr/0076–0079), behind one narrow interface so the service's rules are tested on their own.
 * The names and shapes are the library's: parseOrderXml, verifyOrderSignatures, signOrderSide, CredentialStore.
 */
export interface ParsedOrder {
  xml: string;
  document: TTransportOrderDocument;
  rootName: 'LenhDienTu' | 'LenhVanChuyen';
}

/** PEM certificates of the order's company and stations (null: none known, its signature cannot verify). */
export interface OrderCertificates {
  company: string | null;
  up: string | null;
  down: string | null;
}

export interface OrderSigner {
  privateKeyPem: string;
  certificatePem: string;
  /** The signing staff's name, written into the side's confirm block. */
  name: string;
  at: Date;
}

export interface OrderConfirm {
  passengerCount: number | null;
  departureTime: Date | null;
}

export interface OrderDocuments {
  /** Hardened parse (hostile input refused with a Vietnamese message before it costs anything). */
  parse(xml: Buffer | string): { ok: true; order: ParsedOrder } | { ok: false; message: string };
  /** Every signature block (company, up, down, drivers) verified against the given certificates. */
  verify(xml: string, certificates: OrderCertificates): TTransportSignature[];
  /** The side's confirm block filled, then the side's enveloped signature added with the signer's key. */
  sign(xml: string, side: TTransportSide, signer: OrderSigner, confirm?: OrderConfirm): string;
}

export type CredentialOwner = { kind: 'company' | 'partner'; id: string };

export interface SigningCredentials {
  privateKeyPem: string;
  certificatePem: string;
  source: 'local-ca' | 'pkcs12';
}

/** The part of the library's CredentialStore the orders need (app.transportCredentials). */
export interface OrderCredentials {
  credentialsOf(owner: CredentialOwner): Promise<SigningCredentials | null>;
  certificateOf(owner: CredentialOwner): Promise<string | null>;
}

/**
 * Until the XML and certificate library is wired in (app.transportCredentials and the xml/ functions, issue 14's
 * other half), every upload is refused with a clear message and nothing can be signed: an honest refusal, not a
 * pretend signature. buildApp's `transportDocuments` option replaces it (tests pass their own implementation).
 */
export const UNAVAILABLE_ORDER_DOCUMENTS: { documents: OrderDocuments; credentials: OrderCredentials } = {
  documents: {
    parse: () => ({ ok: false, message: MSG.transport.documentsUnavailable }),
    verify: () => [],
    sign: () => {
      throw new HttpError(503, MSG.transport.documentsUnavailable);
    },
  },
  credentials: { credentialsOf: async () => null, certificateOf: async () => null },
};
