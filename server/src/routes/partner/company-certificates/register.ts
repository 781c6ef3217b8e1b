import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMPANY_CERTIFICATE_MAX_BYTES, COMPANY_CERTIFICATE_REGISTER_PATH, MSG, ZCompanyCertificateRegisterResponse, ZEnvelope, ZErrorEnvelope } from '@busdesk/api-contract';
import { badRequest, HttpError, unauthorized } from '../../../lib/http-error';
import { ADMIN } from '../../define-route';

/**
 * An ADMIN registers a bus company's public X.509 certificate (multipart: `companyId`, `file` ≤ 20 kB, PEM or DER)
 * for the agency: the company's signatures on orders are then verified against it (docs/adr/0101).
 */
export async function registerCompanyCertificateRoute(app: FastifyInstance) {
  app.post(
    COMPANY_CERTIFICATE_REGISTER_PATH,
    {
      config: ADMIN,
      schema: {
        summary: "Registers a bus company's public certificate for the agency (ADMIN)",
        tags: ['partner/company-certificates'],
        consumes: ['multipart/form-data'],
        response: { 200: ZEnvelope(ZCompanyCertificateRegisterResponse), '4xx': ZErrorEnvelope, '5xx': ZErrorEnvelope },
      },
    },
    async (request: FastifyRequest) => {
      if (!request.session) throw unauthorized();
      if (!request.isMultipart()) throw badRequest(MSG.transport.companyCertificateFileRequired);
      let file: Buffer | null = null;
      let companyId: string | null = null;
      try {
        for await (const part of request.parts({ limits: { fileSize: COMPANY_CERTIFICATE_MAX_BYTES, files: 1 } })) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.fieldname === 'file') file = bytes;
          } else if (part.fieldname === 'companyId' && typeof part.value === 'string') companyId = part.value.trim();
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, MSG.transport.companyCertificateTooLarge);
        throw err;
      }
      if (!companyId) throw badRequest(MSG.transport.companyCertificateRequired);
      if (!file || file.length === 0) throw badRequest(MSG.transport.companyCertificateFileRequired);
      const entry = await app.transportCredentials.companies.register({ partnerId: request.session.partnerId, userId: request.session.userId }, companyId, file);
      return { code: 200, message: MSG.transport.companyCertificateRegistered, results: { entry } };
    },
  );
}
