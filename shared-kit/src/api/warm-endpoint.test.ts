import { tripTicketsEndpoint, viewTripEndpoint } from '@busdesk/api-contract';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { sampleOf, warmEndpoint } from './warm-endpoint';

/** Every object in a value, at any depth. */
function objectsIn(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, item) => n + objectsIn(item), 0);
  if (value === null || typeof value !== 'object') return 0;
  return 1 + Object.values(value).reduce((n: number, item) => n + objectsIn(item), 0);
}

describe('sampleOf', () => {
  it('reaches every nested object: all keys, one element per array, the inner value of optional and nullable', () => {
    const schema = z.object({
      id: z.string().min(1),
      seats: z.array(z.object({ seatId: z.string(), floor: z.number().int() })),
      driver: z.object({ name: z.string() }).nullable(),
      note: z.object({ text: z.string() }).optional(),
      kind: z.union([z.literal('bus'), z.literal('van')]),
      status: z.enum(['open', 'closed']),
      paid: z.boolean(),
    });
    expect(sampleOf(schema)).toEqual({
      id: '',
      seats: [{ seatId: '', floor: 0 }],
      driver: { name: '' },
      note: { text: '' },
      kind: 'bus',
      status: 'open',
      paid: false,
    });
  });

  it('stops a recursive schema', () => {
    interface Node {
      children: Node[];
    }
    const node: z.ZodType<Node> = z.object({ children: z.lazy(() => z.array(node)) });
    // Nested as deep as the limit allows (a few levels), then cut: the sample is finite.
    const objects = objectsIn(sampleOf(node));
    expect(objects).toBeGreaterThan(1);
    expect(objects).toBeLessThan(40);
  });

  it('reaches the 16 nested objects of an opened trip’s answer', () => {
    // The trip, its points, tickets, other seats and seat locks, with what they nest (the schema's own count).
    expect(objectsIn(sampleOf(viewTripEndpoint.response))).toBe(16);
    // The other answer the opened trip reads: its tickets and other agencies' seats.
    expect(() => warmEndpoint(tripTicketsEndpoint)).not.toThrow();
  });
});

describe('warmEndpoint', () => {
  it('parses a sample of the answer, and the real answers after it are checked as before', () => {
    const endpoint = { response: z.object({ seats: z.array(z.object({ seatId: z.string().min(1) })) }) };
    warmEndpoint(endpoint);
    expect(endpoint.response.safeParse({ seats: [{ seatId: 'A01' }] }).success).toBe(true);
    expect(endpoint.response.safeParse({ seats: [{ seatId: '' }] }).success).toBe(false);
  });
});
