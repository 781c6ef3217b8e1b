import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TRANSPORT_XML_MAX_BYTES } from '@busdesk/api-contract';

/**
 * multipart/form-data for the two uploads (a transport order XML, a PKCS#12 certificate; issue 14). Limits are the
 * largest file any route takes, one file and a handful of short fields, so a hostile upload is cut off while it
 * streams instead of after it is buffered; each route checks its own smaller limit. A file over the limit is a 413
 * that the errors plugin words in Vietnamese.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fileSize: TRANSPORT_XML_MAX_BYTES, files: 1, fields: 12, fieldSize: 1024, parts: 13, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
});
