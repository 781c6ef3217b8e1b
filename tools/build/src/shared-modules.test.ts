import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateImportMap } from './import-map';
import { rewriteMuiBarrel } from './mui-imports';
import { checkPortal } from './portal-check';
import { bundledSharedOffence, curatedImportOffences, staticReachOffences } from './shared-module-guard';
import { FIRST_PAINT_MODULES, SHARED_MODULES, allSharedModules, externalFor, isSharedModule, moduleFileName, packageNameOf, vendorModules } from './shared-modules';
import { REPO_ROOT } from './paths';
import { subpathChunks } from './system-lib-config';
import { commonJsExportNames, paintChunkAliases, vendorManualChunks, type PassChunk } from './vendor-build';

const fail = (message: string): never => {
  throw new Error(message);
};

describe('shared modules', () => {
  it('lists every module once', () => {
    const ids = allSharedModules().map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['react', 'react-dom/client', '@mui/material/Button', '@mui/x-date-pickers/DatePicker', '@busdesk/shared-kit']));
    expect(vendorModules().some((m) => m.id.startsWith('@busdesk/'))).toBe(false);
  });

  it('names files and packages', () => {
    expect(moduleFileName('@mui/material/styles')).toBe('mui-material-styles');
    expect(packageNameOf('@mui/material/Button')).toBe('@mui/material');
    expect(packageNameOf('dayjs/plugin/utc')).toBe('dayjs');
  });

  it('never externalises the package being built', () => {
    expect(externalFor('@busdesk/shared-kit')('@busdesk/shared-kit')).toBe(false);
    expect(externalFor('@busdesk/mf-sales')('@busdesk/shared-kit')).toBe(true);
    expect(isSharedModule('@mui/material/Button/Button')).toBe(false);
    expect(isSharedModule('@mui/x-date-pickers/AdapterDateFns')).toBe(false);
  });

  it('re-exports CommonJS names explicitly', () => {
    expect(commonJsExportNames('react')).toEqual(expect.arrayContaining(['useState', 'createElement', 'Fragment']));
    expect(commonJsExportNames('react-dom/client')).toEqual(['createRoot', 'hydrateRoot', 'version']);
  });

  it('allows icons and dayjs plugins in an MF, nothing else of a shared package', () => {
    expect(bundledSharedOffence('/x/node_modules/@mui/icons-material/esm/Search.js')).toBeUndefined();
    expect(bundledSharedOffence('/x/node_modules/dayjs/plugin/utc.js')).toBeUndefined();
    expect(bundledSharedOffence('/x/node_modules/@mui/icons-material/index.mjs')).toMatch(/shared package/);
    expect(bundledSharedOffence('/x/node_modules/@mui/system/esm/styled.js')).toMatch(/@mui\/system/);
    expect(bundledSharedOffence('/x/node_modules/zod/v4/index.js', '@busdesk/api-contract')).toBeUndefined();
    expect(bundledSharedOffence('/x/node_modules/zod/v4/index.js', '@busdesk/mf-sales')).toMatch(/zod/);
  });
});

describe('MUI barrel rewrite', () => {
  it('imports each component from its own module, keeping aliases and line count', () => {
    const code = 'import {\n  Button as B,\n  styled,\n  colors,\n} from "@mui/material";\nexport { Box } from "@mui/material";\nuse(B);';
    const out = rewriteMuiBarrel(code, fail) ?? '';
    expect(out).toContain('import { default as B } from "@mui/material/Button";');
    expect(out).toContain('import { styled } from "@mui/material/styles";');
    expect(out).toContain('import * as colors from "@mui/material/colors";');
    expect(out).toContain('export { default as Box } from "@mui/material/Box";');
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('imports a locale from its own one-locale module, other names from the barrel', () => {
    const code = 'import { viVN, enUS as en } from "@mui/material/locale";\nimport { viVN as grid } from "@mui/x-data-grid/locales";';
    const out = rewriteMuiBarrel(code, fail) ?? '';
    expect(out).toContain('import { viVN } from "@mui/material/locale/viVN";');
    expect(out).toContain('import { enUS as en } from "@mui/material/locale";');
    expect(out).toContain('import { viVN as grid } from "@mui/x-data-grid/locales/viVN";');
    expect(out.split('\n')).toHaveLength(2);
  });

  it('shares each shipped locale as a slice of its barrel', () => {
    const vi = allSharedModules().find((m) => m.id === '@mui/material/locale/viVN');
    expect(vi).toEqual({ id: '@mui/material/locale/viVN', source: 'esm', lazy: false, pick: { from: '@mui/material/locale', names: ['viVN'] } });
    expect(isSharedModule('@mui/x-date-pickers/locales/viVN')).toBe(true);
    expect(allSharedModules().find((m) => m.id === '@mui/x-date-pickers/locales/viVN')?.lazy).toBe(true);
  });

  it('leaves other code alone and refuses namespace imports', () => {
    expect(rewriteMuiBarrel('import Button from "@mui/material/Button";', fail)).toBeUndefined();
    expect(() => rewriteMuiBarrel('import * as M from "@mui/material";', fail)).toThrow(/loads all of it/);
  });
});

describe('import map and output check', () => {
  function portal(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'busdesk-portal-'));
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), content);
    }
    return dir;
  }

  it('refuses a map that lacks shared modules', () => {
    const dir = portal({ 'mf-x/entry.json': JSON.stringify({ imports: { '@busdesk/mf-x': 'mf-x-1.js' } }) });
    expect(() => generateImportMap(dir)).toThrow(/no build output for react,/);
    rmSync(dir, { recursive: true });
  });

  it('reports duplicates, missing files and library code in our bundles', () => {
    const dir = portal({
      'importmap.json':
        '{ "imports": { "react": "/vendor/react.js", "react": "/vendor/react2.js", "@busdesk/shared-kit/core": "/s.js", "@busdesk/api-contract": "/a.js" }, "depcache": { "/mf-x/mf-x-1.js": [], "/mf-x/gone-1.js": ["react"] } }',
      'mf-x/mf-x-1.js': 'System.register([],function(){var e="https://react.dev/errors/"})',
      // A vendor chunk (vendor-facades.ts) that the map does not name: the screen would fail only when opened.
      'mf-x/chunks/page-1.js': 'System.register(["react","@busdesk/vendor-chunk/paint-x-1"],function(){})',
      // A standalone widget for partner pages bundles React on purpose: not one of our import-map modules.
      'widgets/busdesk-seat-map.js': '(function(){var e="https://react.dev/errors/"})()',
      'index.html': '<!doctype html>',
      'root-config/root-config-1.js': 'System.register(["@busdesk/shared-kit/core","react"],function(e,t){t.import("@busdesk/api-contract")})',
    });
    const problems = checkPortal(dir);
    expect(problems).toContain("root-config/root-config-1.js imports '@busdesk/api-contract': the shell uses its first-paint modules ('@busdesk/api-contract/core' …)");
    expect(problems.filter((p) => p.startsWith('root-config/') && p.includes('shared-kit'))).toEqual([]);
    expect(problems).toContain('import map: react appears 2 times (expected once)');
    expect(problems).toContain('import map: react → /vendor/react2.js does not exist');
    expect(problems.filter((p) => p.includes('depcache'))).toEqual(['import map: depcache of /mf-x/gone-1.js, which does not exist']);
    expect(problems.some((p) => p.startsWith('mf-x/mf-x-1.js contains React code'))).toBe(true);
    expect(problems.some((p) => p.startsWith('widgets/'))).toBe(false);
    expect(problems.filter((p) => p.includes('does not name'))).toEqual([
      "mf-x/chunks/page-1.js imports '@busdesk/vendor-chunk/paint-x-1', which the import map does not name",
    ]);
    rmSync(dir, { recursive: true });
  });
});

describe('curated shared modules', () => {
  it('accepts the listed names and names the one to add otherwise', () => {
    expect(curatedImportOffences('a.js', { rxjs: ['Subject', 'filter'], react: ['useState'], 'rxjs/operators': ['filter'] })).toEqual([]);
    expect(curatedImportOffences('a.js', { '@mui/material/locale/viVN': ['viVN'] })).toEqual([]);
    expect(curatedImportOffences('a.js', { '@mui/material/styles': ['createTheme', 'ThemeProvider', 'styled'] })).toEqual([]);
    expect(curatedImportOffences('a.js', { '@mui/material/styles': ['extendTheme'] })[0]).toMatch(
      /'extendTheme' from '@mui\/material\/styles' is not exported.*shared-modules\.ts/,
    );
    // The curated entry replaces the per-directory one: the module is listed once, as a slice.
    expect(allSharedModules().filter((m) => m.id === '@mui/material/styles')).toEqual([
      { id: '@mui/material/styles', source: 'esm', pick: { from: '@mui/material/styles', names: expect.arrayContaining(['createTheme']) } },
    ]);
    const [offence, ...rest] = curatedImportOffences('a.js', { rxjs: ['Subject', 'map'] });
    expect(rest).toEqual([]);
    expect(offence).toMatch(/'map' from 'rxjs' is not exported by the vendor entry.*shared-modules\.ts/);
    expect(curatedImportOffences('a.js', { 'rxjs/operators': ['*'] })[0]).toMatch(/import \* as/);
    expect(curatedImportOffences('a.js', {}, ['rxjs'])[0]).toMatch(/import\('rxjs'\)/);
  });
});

describe('vendor manual chunks', () => {
  it('takes what only lazy entries reach out of merging, grouped by the entries that reach it', () => {
    // eager → shared; grid → gridOnly → shared, both; pickers → pickersOnly → both.
    const graph: Record<string, { isEntry: boolean; importedIds: string[] }> = {
      eager: { isEntry: true, importedIds: ['shared'] },
      grid: { isEntry: true, importedIds: ['gridOnly'] },
      pickers: { isEntry: true, importedIds: ['pickersOnly'] },
      gridOnly: { isEntry: false, importedIds: ['shared', 'both'] },
      pickersOnly: { isEntry: false, importedIds: ['both'] },
      both: { isEntry: false, importedIds: [] },
      shared: { isEntry: false, importedIds: [] },
    };
    const chunkOf = vendorManualChunks(new Map([['grid', '@mui/x-data-grid'], ['pickers', '@mui/x-date-pickers/DatePicker']]));
    const meta = {
      getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
      getModuleInfo: (id: string) => graph[id],
    } as unknown as Parameters<typeof chunkOf>[1];
    const alias = (id: string) => chunkOf(id, meta);
    expect(alias('eager')).toBeNull();
    expect(alias('shared')).toBeNull();
    expect(alias('grid')).toMatch(/^lazy-mui-x-data-grid-/);
    expect(alias('gridOnly')).toBe(alias('grid'));
    expect(alias('pickersOnly')).toBe(alias('pickers'));
    expect(alias('both')).toMatch(/^lazy-mui-x-data-grid\+mui-x-date-pickers-/);
    expect(new Set([alias('grid'), alias('pickers'), alias('both')]).size).toBe(3);
  });

  it("packs the chunks a shell page's first-paint entries need by the pages that need them, and nothing else", () => {
    // First pass: login → field.js → core.js; layout → bar.js → core.js; dialog (another screen) → core.js, dialog-only.js.
    const chunks: PassChunk[] = [
      { fileName: 'login.js', specifier: '@mui/material/OutlinedInput', imports: ['field.js'], moduleIds: ['loginEntry'] },
      { fileName: 'layout.js', specifier: '@mui/material/AppBar', imports: ['bar.js'], moduleIds: ['layoutEntry'] },
      { fileName: 'dialog.js', specifier: '@mui/material/Dialog', imports: ['core.js', 'dialog-only.js'], moduleIds: ['dialogEntry'] },
      { fileName: 'field.js', specifier: null, imports: ['core.js'], moduleIds: ['field'] },
      { fileName: 'bar.js', specifier: null, imports: ['core.js'], moduleIds: ['bar', 'barHelper'] },
      { fileName: 'core.js', specifier: null, imports: [], moduleIds: ['core'] },
      { fileName: 'dialog-only.js', specifier: null, imports: [], moduleIds: ['dialogOnly'] },
    ];
    const aliases = paintChunkAliases(chunks, { login: ['@mui/material/OutlinedInput'], layout: ['@mui/material/AppBar'] });
    expect(Object.fromEntries(aliases)).toEqual({
      core: 'paint-layout+login',
      loginEntry: 'paint-login',
      field: 'paint-login',
      layoutEntry: 'paint-layout',
      bar: 'paint-layout',
      barHelper: 'paint-layout',
    });
    expect(() => paintChunkAliases(chunks, { login: ['@mui/material/Slider'] })).toThrow(/'@mui\/material\/Slider'/);

    // The second pass takes those names as they are, before the lazy grouping; the rest stays Rollup's.
    const graph: Record<string, { isEntry: boolean; importedIds: string[] }> = {
      loginEntry: { isEntry: true, importedIds: ['field'] },
      field: { isEntry: false, importedIds: ['core'] },
      core: { isEntry: false, importedIds: [] },
      dialogEntry: { isEntry: true, importedIds: ['core', 'dialogOnly'] },
      dialogOnly: { isEntry: false, importedIds: [] },
    };
    const chunkOf = vendorManualChunks(new Map(), aliases);
    const meta = {
      getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
      getModuleInfo: (id: string) => graph[id],
    } as unknown as Parameters<typeof chunkOf>[1];
    expect(chunkOf('field', meta)).toBe('paint-login');
    expect(chunkOf('core', meta)).toBe('paint-layout+login');
    expect([chunkOf('dialogEntry', meta), chunkOf('dialogOnly', meta)]).toEqual([null, null]);
  });

  it('names only eager vendor modules as first-paint modules', () => {
    const lazy = new Set(vendorModules().filter((m) => m.lazy === true).map((m) => m.id));
    for (const ids of Object.values(FIRST_PAINT_MODULES)) {
      for (const id of ids) {
        expect(isSharedModule(id), id).toBe(true);
        expect(lazy.has(id), id).toBe(false);
      }
    }
  });
});

describe('workspace subpath modules', () => {
  it('are the files their package.json exports under the same subpath', () => {
    for (const m of SHARED_MODULES.filter((x) => x.entry !== undefined)) {
      const pkg = packageNameOf(m.id);
      const manifest = JSON.parse(readFileSync(join(REPO_ROOT, pkg.replace('@busdesk/', ''), 'package.json'), 'utf8')) as {
        exports: Record<string, string>;
      };
      expect(manifest.exports[`.${m.id.slice(pkg.length)}`], m.id).toBe(`./${m.entry ?? ''}`);
      expect(isSharedModule(m.id), m.id).toBe(true);
    }
  });

  it('packs each subpath with its static closure, shared code with the first subpath, the rest left to Rollup', () => {
    const graph: Record<string, { importedIds: string[]; isExternal?: boolean }> = {
      '/p/core.ts': { importedIds: ['/p/session.ts', '/p/bus.ts', 'react'] },
      '/p/session.ts': { importedIds: ['/p/bus.ts'] },
      '/p/bus.ts': { importedIds: ['rxjs'] },
      '/p/realtime.ts': { importedIds: ['/p/realtime-client.ts', '/p/bus.ts'] },
      '/p/realtime-client.ts': { importedIds: [] },
      '/p/alone.ts': { importedIds: ['/p/bus.ts'] },
      '/p/index.ts': { importedIds: ['/p/core.ts', '/p/components.ts'] },
      '/p/components.ts': { importedIds: [] },
      react: { importedIds: [], isExternal: true },
      rxjs: { importedIds: [], isExternal: true },
    };
    const chunkOf = subpathChunks(new Map([['/p/core.ts', 'core'], ['/p/realtime.ts', 'realtime'], ['/p/alone.ts', 'alone']]));
    const meta = { getModuleInfo: (id: string) => graph[id] ?? null } as unknown as Parameters<typeof chunkOf>[1];
    expect(['/p/core.ts', '/p/session.ts', '/p/bus.ts'].map((id) => chunkOf(id, meta))).toEqual(['core', 'core', 'core']);
    expect(['/p/realtime.ts', '/p/realtime-client.ts'].map((id) => chunkOf(id, meta))).toEqual(['realtime', 'realtime']);
    // A subpath with nothing but its entry module to gather is a file of its own already.
    expect(['/p/alone.ts', '/p/index.ts', '/p/components.ts', 'react'].map((id) => chunkOf(id, meta))).toEqual([null, null, null, null]);
  });

  it('refuses a first-paint module that reaches, through static imports, what it excludes', () => {
    const chunks = [
      { fileName: 'core.js', name: 'core', isEntry: true, imports: ['chunks/a.js', '@busdesk/api-contract/core'], moduleIds: ['/p/core.ts'] },
      { fileName: 'chunks/a.js', name: 'a', isEntry: false, imports: ['@busdesk/api-contract', 'dayjs'], moduleIds: ['/n/node_modules/zod/v4/core.js'] },
      { fileName: 'index.js', name: 'index', isEntry: true, imports: ['chunks/a.js'], moduleIds: ['/p/index.ts'] },
    ];
    const offences = staticReachOffences(chunks, new Map([['core', ['@busdesk/api-contract', 'zod']]]));
    expect(offences).toEqual([
      "core.js imports '@busdesk/api-contract' (through chunks/a.js)",
      'core.js bundles zod/v4/core.js (in chunks/a.js)',
    ]);
    expect(staticReachOffences(chunks, new Map([['index', ['react']]]))).toEqual([]);
  });
});
