import { z } from 'zod';

/** Every response body: `{ code, message, results }`; the HTTP status equals `code` (DESIGN §4). */
export const ZEnvelope = <T extends z.ZodType>(results: T) =>
  z.object({ code: z.number().int(), message: z.string(), results });

export type TEnvelope<T> = { code: number; message: string; results: T };

/** Error body: same envelope; `results` may carry details (field errors, conflicting seats, request id). */
export const ZErrorResults = z
  .object({
    requestId: z.string().optional(),
    field: z.string().optional(),
    fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    seatIds: z.array(z.string()).optional(),
    error: z.object({ message: z.string() }).optional(),
    /** /ready's checks when it answers 503 (which one is down, or draining). */
    ready: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  })
  .nullable();
export const ZErrorEnvelope = ZEnvelope(ZErrorResults);
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;
