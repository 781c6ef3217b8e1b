import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { facadeModule, facadeSources, vendorChunkSpecifier, vendorFacadeImports, type VendorFacades } from './vendor-facades';

// Vendor entries as the vendor build writes them (Rollup's System output, minified by esbuild).
const BUTTON = 'System.register(["./chunks/paint-layout_login-CD8MTmV1.js"],(function(s,e){"use strict";return{setters:[t=>{s({buttonClasses:t.j,default:t.B,getButtonUtilityClass:t.l})}],execute:(function(){})}}));\n';
const DATA_GRID = 'System.register(["./chunks/lazy-grid-1.js"],(function(e,r){"use strict";return{setters:[t=>{e("DataGrid",t.D)}],execute:(function(){})}}));\n';
const TWO_CHUNKS =
  'System.register(["./chunks/a-1.js","./chunks/b-2.js","./chunks/c-3.js"],(function(t,a){"use strict";return{setters:[e=>{t({GridCellModes:e.a,GridEditModes:e.G})},e=>{t("isLeaf",e.i)},null],execute:(function(){})}}));\n';

describe('vendor facades', () => {
  it('reads which chunk names a facade renames, in its dependency order', () => {
    expect(facadeSources(BUTTON)).toEqual([{ file: 'chunks/paint-layout_login-CD8MTmV1.js', names: { buttonClasses: 'j', default: 'B', getButtonUtilityClass: 'l' } }]);
    expect(facadeSources(DATA_GRID)).toEqual([{ file: 'chunks/lazy-grid-1.js', names: { DataGrid: 'D' } }]);
    expect(facadeSources(TWO_CHUNKS)).toEqual([
      { file: 'chunks/a-1.js', names: { GridCellModes: 'a', GridEditModes: 'G' } },
      { file: 'chunks/b-2.js', names: { isLeaf: 'i' } },
      { file: 'chunks/c-3.js', names: {} },
    ]);
  });

  it('leaves alone an entry that does more than rename', () => {
    // Code of its own.
    expect(facadeSources('System.register(["./chunks/a-1.js"],(function(s,e){"use strict";var c;return{setters:[t=>{c=t.c}],execute:(function(){s("x",c+1)})}}));')).toBeNull();
    // The whole chunk as its namespace.
    expect(facadeSources('System.register(["./chunks/a-1.js"],(function(s,e){"use strict";return{setters:[t=>{s(t)}],execute:(function(){})}}));')).toBeNull();
    // A dependency that is not one of the vendor's chunks, and an entry with no dependency.
    expect(facadeSources('System.register(["react"],(function(s,e){"use strict";return{setters:[t=>{s({default:t.d})}],execute:(function(){})}}));')).toBeNull();
    expect(facadeSources('System.register([],(function(e,t){"use strict";return{execute:(function(){})}}));\n')).toBeNull();
    expect(facadeSources('not javascript (')).toBeNull();
  });

  it('puts in its place the same names, straight from the chunks', () => {
    expect(facadeModule(facadeSources(TWO_CHUNKS)!)).toBe(
      [
        "export { a as GridCellModes, G as GridEditModes } from '@busdesk/vendor-chunk/a-1';",
        "export { i as isLeaf } from '@busdesk/vendor-chunk/b-2';",
        "import '@busdesk/vendor-chunk/c-3';",
      ]
        .join('\n')
        .replaceAll("'", '"'),
    );
    expect(vendorChunkSpecifier('chunks/paint-sales-CEL2B2kg.js')).toBe('@busdesk/vendor-chunk/paint-sales-CEL2B2kg');
  });
});

describe('a System build past the facades', () => {
  const vendor: VendorFacades = {
    chunks: { '@busdesk/vendor-chunk/paint-layout_login-CD8MTmV1': 'chunks/paint-layout_login-CD8MTmV1.js' },
    facades: {
      '@mui/material/Button': facadeSources(BUTTON)!,
      react: [{ file: 'chunks/paint-layout_login-CD8MTmV1.js', names: { default: 'r', useState: 'u' } }],
    },
  };

  /** Builds `files` (index.js the entry) as a System library, the facades' modules external, and answers the output. */
  async function systemBuild(files: Record<string, string>, withPlugin: boolean): Promise<string> {
    const dir = mkdtempSync(join(tmpdir(), 'busdesk-facades-'));
    try {
      for (const [name, content] of Object.entries(files)) {
        mkdirSync(join(dir, name, '..'), { recursive: true });
        writeFileSync(join(dir, name), content);
      }
      const shared = (id: string) => id === 'react' || id.startsWith('@mui/');
      await build({
        configFile: false,
        root: dir,
        logLevel: 'silent',
        // The shared-module guard's part: what no plugin before it claimed stays external.
        plugins: [...(withPlugin ? [vendorFacadeImports(vendor)] : []), { name: 'guard', resolveId: (id: string) => (shared(id) ? { id, external: true } : null) }],
        build: {
          outDir: join(dir, 'out'),
          minify: false,
          lib: { entry: join(dir, 'index.js'), formats: ['system'], fileName: 'index' },
          rollupOptions: { external: withPlugin ? (id) => shared(id) && !(id in vendor.facades) : shared },
        },
      });
      const out = readdirSync(join(dir, 'out')).find((f) => f.endsWith('.js'))!;
      return readFileSync(join(dir, 'out', out), 'utf8');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const deps = (code: string) => JSON.parse(/^System\.register\((\[[^\]]*\])/.exec(code)![1]!) as string[];

  it("imports the chunk's exports instead of the facade, and keeps the facade for a whole namespace", async () => {
    const files = {
      'index.js': "import Button, { buttonClasses } from '@mui/material/Button';\nimport { useState } from 'react';\nimport { whole } from './whole.js';\nexport const parts = [Button, buttonClasses, useState, whole];\n",
      // A module that takes React's whole namespace keeps importing 'react' itself.
      'whole.js': "import * as React from 'react';\nexport const whole = React;\n",
    };
    const code = await systemBuild(files, true);
    expect(deps(code).sort()).toEqual(['@busdesk/vendor-chunk/paint-layout_login-CD8MTmV1', 'react']);
    // The chunk's own names are read: the facade's default is the chunk's B.
    expect(code).toMatch(/\.B\b/);
    expect(code).toMatch(/\.j\b/);
    // Negative control: without the plugin the build imports the facades by name.
    expect(deps(await systemBuild(files, false)).sort()).toEqual(['@mui/material/Button', 'react']);
  });
});
