import { describe, expect, it } from 'vitest';
import { MSG } from '@busdesk/api-contract';
import { hostileXmlCorpus } from '../src/transport-orders/xml/hostile-xml-corpus';
import { parseOrderXml } from '../src/transport-orders/xml/parse-order-xml';
import { generateOrder } from '../src/transport-orders/xml/generate-order-xml';

// The exact timings are the bench's (bench/src/transport-xml-attacks.ts prints them as JSON; the figure is
// ≤ 200 ms each). Here: the refusal and its message, and generous bounds a loaded CI machine still meets.
const TIME_BOUND_MS = 1500;
const HEAP_BOUND_BYTES = 64 * 1024 * 1024;

describe('the upload gate refuses hostile XML', () => {
  const corpus = hostileXmlCorpus();

  it.each(corpus.map((c) => [c.name, c] as const))('%s: refused with its message, quickly, without the heap growing', (_name, attack) => {
    const input = Buffer.from(attack.xml, 'utf8');
    parseOrderXml(input); // warm-up: first-call compilation is not the attack's cost
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const result = parseOrderXml(input);
    const ms = performance.now() - started;
    const grown = process.memoryUsage().heapUsed - heapBefore;
    expect(result).toEqual({ ok: false, message: attack.message });
    expect(ms).toBeLessThan(TIME_BOUND_MS);
    expect(grown).toBeLessThan(HEAP_BOUND_BYTES);
  });

  it('negative control: a real order of the same size class passes the same gate', () => {
    const order = generateOrder({ seed: 1 });
    expect(parseOrderXml(order.xml).ok).toBe(true);
    // A long itinerary near the limit still passes: the limits refuse attacks, not big honest orders.
    const long = order.xml.replace(/<HanhTrinh>[^<]*<\/HanhTrinh>/, `<HanhTrinh>${'Quốc lộ 1A - '.repeat(100_000)}</HanhTrinh>`);
    expect(Buffer.byteLength(long)).toBeGreaterThan(1_000_000);
    expect(parseOrderXml(long).ok).toBe(true);
  });

  it('nesting exactly at the limit is accepted, one deeper is refused', () => {
    const at = (depth: number) => `<LenhVanChuyen>${'<a>'.repeat(depth - 1)}${'</a>'.repeat(depth - 1)}</LenhVanChuyen>`;
    // 64 levels is well-formed but not an order (no DLLenh): past the gate, refused by the reader.
    expect(parseOrderXml(at(64))).toEqual({ ok: false, message: MSG.transport.xmlMissingField('dữ liệu lệnh (DLLenh)') });
    expect(parseOrderXml(at(65))).toEqual({ ok: false, message: MSG.transport.xmlTooDeep });
  });
});
