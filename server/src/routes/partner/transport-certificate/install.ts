import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG, PARTNER_CERTIFICATE_INSTALL_PATH, PKCS12_MAX_BYTES, ZEnvelope, ZErrorEnvelope, ZPartnerCertificateResponse } from '@busdesk/api-contract';
import { badRequest, HttpError, unauthorized } from '../../../lib/http-error';
import { ADMIN } from '../../define-route';

/**
 * An ADMIN installs the agency's own signing certificate from a PKCS#12 (multipart: `file` ≤ 100 kB, `password`).
 * The password is only read here (write-only: no answer or log carries it); the key is stored encrypted.
 */
export async function installPartnerCertificateRoute(app: FastifyInstance) {
  app.post(
    PARTNER_CERTIFICATE_INSTALL_PATH,
    {
      config: ADMIN,
      schema: {
        summary: "Installs the agency's signing certificate from a PKCS#12 file (ADMIN)",
        tags: ['partner/transport-certificate'],
        consumes: ['multipart/form-data'],
        response: { 200: ZEnvelope(ZPartnerCertificateResponse), '4xx': ZErrorEnvelope, '5xx': ZErrorEnvelope },
      },
    },
    async (request: FastifyRequest) => {
      if (!request.session) throw unauthorized();
      if (!request.isMultipart()) throw badRequest(MSG.transport.certificateFileRequired);
      let file: Buffer | null = null;
      let password: string | null = null;
      try {
        for await (const part of request.parts({ limits: { fileSize: PKCS12_MAX_BYTES, files: 1 } })) {
          if (part.type === 'file') {
            if (part.fieldname === 'file') file = await part.toBuffer();
            else await part.toBuffer();
          } else if (part.fieldname === 'password' && typeof part.value === 'string') password = part.value;
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, MSG.transport.certificateTooLarge);
        throw err;
      }
      if (!file || file.length === 0) throw badRequest(MSG.transport.certificateFileRequired);
      if (password === null) throw badRequest(MSG.transport.certificatePasswordRequired);
      const certificate = await app.transportCredentials.install({ kind: 'partner', id: request.session.partnerId }, file, password);
      return { code: 200, message: MSG.server.ok, results: { certificate } };
    },
  );
}
