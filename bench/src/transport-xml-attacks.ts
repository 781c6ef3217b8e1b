// The transport-order upload gate against the attack corpus (issue 14: each refused in ≤ 200 ms with no memory
// growth; docs/adr/0078). One JSON line per attack: median and worst of 20 runs, heap before/after, the answer.
import { generateOrderXml, hostileXmlCorpus, parseOrderXml } from '@busdesk/server';

const RUNS = 20;
const cases = [...hostileXmlCorpus(), { name: 'honest order (negative control)', xml: generateOrderXml({ seed: 1 }), message: '(accepted)' }];
for (const c of cases) {
  const input = Buffer.from(c.xml, 'utf8');
  parseOrderXml(input);
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const times: number[] = [];
  let answer = '';
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const r = parseOrderXml(input);
    times.push(performance.now() - t);
    answer = r.ok ? '(accepted)' : r.message;
  }
  global.gc?.();
  const heapAfter = process.memoryUsage().heapUsed;
  times.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      bench: 'transport-xml-attacks',
      attack: c.name,
      bytes: input.length,
      medianMs: Number(times[RUNS >> 1]!.toFixed(2)),
      maxMs: Number(times[RUNS - 1]!.toFixed(2)),
      heapGrowthBytes: heapAfter - heapBefore,
      refusedAsExpected: answer === c.message,
      answer,
    }),
  );
}
