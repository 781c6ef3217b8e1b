import type { TTransportSide } from '@busdesk/api-contract';
import type { CredentialOwner, SigningCredentials } from './certificates/signing-credentials';
import { parseOrderXml, type ParseOrderResult } from './xml/parse-order-xml';
import { signOrderSide, type SideConfirmation, type SideSigner } from './xml/sign-order-side';
import { verifyOrder, type OrderCertificates, type VerifiedOrder } from './xml/verify-order-signatures';

export type { OrderCertificates, VerifiedOrder } from './xml/verify-order-signatures';
export type { CredentialOwner, SigningCredentials } from './certificates/signing-credentials';
export type OrderSigner = SideSigner;
export type OrderConfirm = SideConfirmation;

/**
 * What the orders service needs from the XML and certificate library (xml/ and certificates/, docs/adr/0076–0078),
 * behind one narrow interface so the service's rules can also be tested on their own (server/test-support's
 * fake-order-documents.ts). The product always runs ORDER_DOCUMENTS and app.transportCredentials.
 */
export interface OrderDocuments {
  /**
   * Hardened parse (hostile input refused with a Vietnamese message before it costs anything). Its document is the
   * file as a reader finds it, NOT verified: only for checks that pick the certificates and the upload's messages.
   */
  parse(xml: Buffer | string): ParseOrderResult;
  /**
   * Every signature block (company, up, down, drivers) verified against the owners' certificates on file, and the
   * document read from the verified references (docs/adr/0100): what the product shows and stores.
   */
  verify(xml: string, certificates: OrderCertificates): VerifiedOrder;
  /** The side's confirm block filled, then the side's enveloped signature added with the signer's key. */
  sign(xml: string, side: TTransportSide, signer: OrderSigner, confirm?: OrderConfirm): string;
}

/** The part of the CredentialStore (app.transportCredentials) the orders need. */
export interface OrderCredentials {
  credentialsOf(owner: CredentialOwner): Promise<SigningCredentials | null>;
  /** The order's certificates as the agencies `trustedBy` (the session's and its parent) trust them (docs/adr/0101). */
  orderCertificates(order: { companyId: string | null; partnerUpId: string | null; partnerDownId: string | null }, trustedBy: readonly string[]): Promise<OrderCertificates>;
}

/** The real library: XML-DSig over the hardened parse. */
export const ORDER_DOCUMENTS: OrderDocuments = { parse: parseOrderXml, verify: verifyOrder, sign: signOrderSide };
