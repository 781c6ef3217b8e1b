import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressPortal } from './precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const big = (word: string) => `System.register([],function(){${`var ${word}=1;`.repeat(300)}})`;

describe('precompressed portal files', () => {
  it('writes .br and .gz copies that decompress to the file, small files too, skipping widgets and entry manifests', () => {
    const dir = mkdtempSync(join(tmpdir(), 'busdesk-precompress-'));
    dirs.push(dir);
    for (const [name, content] of Object.entries({
      'mf-sales/page-AbCdEf12.js': big('seat'),
      'importmap.json': JSON.stringify({ imports: Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`m${i}`, `/m${i}.js`])) }),
      'mf-sales/tiny-AbCdEf13.js': 'System.register([],function(){})',
      'mf-sales/entry.json': JSON.stringify({ imports: { x: big('entry') } }),
      'widgets/busdesk-seat-map.js': big('widget'),
    })) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), content);
    }
    expect(precompressPortal(dir)).toEqual({ files: 3, written: 3 });
    const page = join(dir, 'mf-sales/page-AbCdEf12.js');
    expect(brotliDecompressSync(readFileSync(`${page}.br`)).toString()).toBe(big('seat'));
    expect(gunzipSync(readFileSync(`${page}.gz`)).toString()).toBe(big('seat'));
    expect(existsSync(join(dir, 'importmap.json.br'))).toBe(true);
    // A module entry of a few bytes too: streamed from disk, the server could not tell it is small and compressed it.
    expect(brotliDecompressSync(readFileSync(join(dir, 'mf-sales/tiny-AbCdEf13.js.br'))).toString()).toBe('System.register([],function(){})');
    for (const skipped of ['mf-sales/entry.json', 'widgets/busdesk-seat-map.js']) {
      expect(existsSync(join(dir, `${skipped}.br`)), skipped).toBe(false);
    }

    // Again: nothing changed, nothing written. Then the file changes (newer than its copies): redone.
    expect(precompressPortal(dir)).toEqual({ files: 3, written: 0 });
    writeFileSync(page, big('trip'));
    const later = statSync(`${page}.br`).mtimeMs / 1000 + 5;
    utimesSync(page, later, later);
    expect(precompressPortal(dir)).toEqual({ files: 3, written: 1 });
    expect(brotliDecompressSync(readFileSync(`${page}.br`)).toString()).toBe(big('trip'));
  });
});
