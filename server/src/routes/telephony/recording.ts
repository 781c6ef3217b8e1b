import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TELEPHONY_RECORDING_PATH, ZRecordingRequest, type TRecordingRequest } from '@busdesk/api-contract';
import { unauthorized } from '../../lib/http-error';
import { PARTNER } from '../define-route';

/**
 * A call's recording itself (audio/wav), not an envelope; its errors are envelopes as usual. An <audio> element sends
 * no header, so the token may come as ?token= (lib/tokens.ts).
 */
export async function recordingRoute(app: FastifyInstance) {
  app.get(TELEPHONY_RECORDING_PATH, { config: PARTNER, schema: { summary: 'The recording of one call of the line (audio/wav)', querystring: ZRecordingRequest } }, async (request: FastifyRequest, reply) => {
    if (!request.session) throw unauthorized();
    const { lineId, callId } = request.query as TRecordingRequest;
    const recording = await app.calls.recording(request.session, lineId, callId);
    const name = `ghi-am-${callId.replace(/[^A-Za-z0-9_.-]/g, '_')}.wav`;
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="${name}"`)
      .type(recording.mediaType)
      .send(recording.audio);
  });
}
