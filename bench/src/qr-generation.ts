import { buildVietQrPayload, parseVietQrPayload, qrPngDataUrl } from '@busdesk/server';
import { percentile, round } from './server-harness';

/**
 * Time to make one bank QR: the VietQR payload (TLV + CRC) and its PNG data URL, as the bill endpoint does for
 * every bill. Sequential, in this process, BENCH_QR_COUNT times (default 500) after a short warm-up.
 */
const count = Number(process.env.BENCH_QR_COUNT ?? 500);

const payloadMs: number[] = [];
const pngMs: number[] = [];
let pngBytes = 0;
for (let i = -20; i < count; i++) {
  const t0 = performance.now();
  const payload = buildVietQrPayload({ bankBin: '970422', accountNumber: '0631002345678', amount: 350_000 + i * 1000, purpose: `BD${(1_800_000_000_000 + i).toString(36).toUpperCase()}A1B2C3` });
  const t1 = performance.now();
  const png = await qrPngDataUrl(payload);
  const t2 = performance.now();
  if (i < 0) continue;
  if (!parseVietQrPayload(payload).crcValid) throw new Error('bad payload');
  payloadMs.push(t1 - t0);
  pngMs.push(t2 - t1);
  pngBytes += Buffer.byteLength(png.split(',')[1] ?? '', 'base64');
}
const total = payloadMs.map((p, i) => p + pngMs[i]!);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
process.stdout.write(
  `${JSON.stringify({
    bench: 'qr-generation',
    count,
    payloadUsMean: round((sum(payloadMs) / count) * 1000, 1),
    pngMsMean: round(sum(pngMs) / count, 2),
    pngMsP50: round(percentile(pngMs, 50), 2),
    pngMsP99: round(percentile(pngMs, 99), 2),
    totalMsP99: round(percentile(total, 99), 2),
    qrPerSec: round(count / (sum(total) / 1000)),
    pngBytesMean: Math.round(pngBytes / count),
  })}\n`,
);
