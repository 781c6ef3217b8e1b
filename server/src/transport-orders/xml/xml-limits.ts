import { TRANSPORT_XML_MAX_BYTES } from '@busdesk/api-contract';

/**
 * What an uploaded order may be (docs/adr/0078). A real order is ~10–30 kB with depth ≤ 8; these bounds leave room
 * for long itineraries and many signatures while keeping the work for any input linear and small.
 */
export const XML_LIMITS = {
  maxBytes: TRANSPORT_XML_MAX_BYTES,
  /** Elements open at once. The order nests 7 deep, a Signature 6 more. */
  maxDepth: 64,
  /** Elements in the whole document. */
  maxElements: 20_000,
  /** One attribute value (Ids and algorithm URIs are short; base64 goes in text, not attributes). */
  maxAttributeLength: 4 * 1024,
  /** Attributes on one element. */
  maxAttributes: 32,
} as const;
