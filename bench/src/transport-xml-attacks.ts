// The transport-order upload gate against the attack corpus (issue 14: each refused in ≤ 200 ms with no memory
// growth; docs/adr/0078). One JSON line per attack: median and worst of 20 runs, heap before/after, the answer, and
// the median over a floor measured in the same run: @xmldom/xmldom (the DOM parser the signatures use) reading a
// benign, well-formed document of 2 MB — what merely parsing the largest file we accept costs here.
import { DOMParser } from '@xmldom/xmldom';
import { generateOrderXml, hostileXmlCorpus, parseOrderXml } from '@busdesk/server';

const RUNS = 20;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const benign = `<?xml version="1.0" encoding="UTF-8"?><Lenh>${'<DongHanhTrinh so="1">Bến xe Miền Đông - Quốc lộ 1A - Quốc lộ 20</DongHanhTrinh>'.repeat(22_000)}</Lenh>`;
const floorTimes: number[] = [];
for (let i = 0; i < RUNS + 1; i++) {
  const t = performance.now();
  new DOMParser().parseFromString(benign, 'text/xml');
  if (i > 0) floorTimes.push(performance.now() - t);
}
const floorMs = median(floorTimes);
console.log(JSON.stringify({ bench: 'transport-xml-attacks', floor: 'xmldom parse of a benign document', bytes: Buffer.byteLength(benign), medianMs: Number(floorMs.toFixed(2)) }));
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
      overFloor: Number((times[RUNS >> 1]! / floorMs).toFixed(3)),
      heapGrowthBytes: heapAfter - heapBefore,
      refusedAsExpected: answer === c.message,
      answer,
    }),
  );
}
