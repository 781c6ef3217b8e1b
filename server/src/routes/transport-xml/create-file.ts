import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG, TRANSPORT_XML_CREATE_PATH, TRANSPORT_XML_MAX_BYTES, ZCreateTransportOrderResponse, ZEnvelope, ZErrorEnvelope } from '@busdesk/api-contract';
import { badRequest, HttpError, unauthorized } from '../../lib/http-error';
import type { UploadedFile } from '../../transport-orders/transport-orders-service';
import { PARTNER } from '../define-route';

/**
 * 002 §7 'POST transport-xml/create-file' (multipart): the part `file` and the dialog's fields. The multipart plugin
 * cuts a file over TRANSPORT_XML_MAX_BYTES off while it streams (413 'Tệp XML vượt quá 2 MB'); everything else is
 * the service's.
 */
export async function createTransportOrderRoute(app: FastifyInstance) {
  app.post(
    TRANSPORT_XML_CREATE_PATH,
    {
      config: PARTNER,
      schema: { summary: 'Uploads a transport order XML signed by its company', response: { 200: ZEnvelope(ZCreateTransportOrderResponse), '4xx': ZErrorEnvelope, '5xx': ZErrorEnvelope } },
    },
    async (request: FastifyRequest) => {
      const session = request.session;
      if (!session) throw unauthorized();
      if (!request.isMultipart()) throw badRequest(MSG.transport.fileInvalid);
      const fields: Record<string, string> = {};
      let file: UploadedFile | null = null;
      try {
        for await (const part of request.parts({ limits: { fileSize: TRANSPORT_XML_MAX_BYTES } })) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.fieldname === 'file' && !file) file = { mimetype: part.mimetype, bytes };
          } else if (typeof part.value === 'string') {
            if (part.value.includes('\u0000')) throw badRequest(MSG.server.invalidField(part.fieldname));
            fields[part.fieldname] = part.value;
          }
        }
      } catch (err) {
        // The order's own size message (docs/adr/0078), not the framework's.
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, MSG.transport.xmlTooLarge);
        throw err;
      }
      if (file && file.bytes.length > TRANSPORT_XML_MAX_BYTES) throw new HttpError(413, MSG.transport.xmlTooLarge);
      const transport = await app.transportOrders.upload(session, file, fields as never);
      return { code: 200, message: MSG.server.ok, results: { transport } };
    },
  );
}
