import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { LIBRARY_MARKERS } from './portal-check';
import { TOOLS_DIR } from './paths';
import { defineSystemLibConfig } from './system-lib-config';

const outRoot = mkdtempSync(join(tmpdir(), 'busdesk-guard-'));
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

async function buildFixture(name: string, entry = 'src/index.ts'): Promise<string> {
  const outDir = join(outRoot, name);
  // Whatever vendor build dist/portal holds: the guard is about the modules' own names (vendor-facades.test.ts covers
  // a build past the facades).
  const config = defineSystemLibConfig({ name: `@busdesk/${name}`, root: join(TOOLS_DIR, 'fixtures', name), entry, outDir, vendorDir: null });
  await build({ ...config({ command: 'build', mode: 'production' }), configFile: false, logLevel: 'silent' });
  return outDir;
}

function jsOf(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
}

describe('MF build preset', () => {
  it('leaves every shared module to the import map and keeps lazy chunks', async () => {
    const out = await buildFixture('mf-good', 'src/index.tsx');
    const manifest = JSON.parse(readFileSync(join(out, 'entry.json'), 'utf8')) as { imports: Record<string, string> };
    const entryFile = manifest.imports['@busdesk/mf-good'];
    expect(entryFile).toMatch(/^mf-good-[\w-]+\.js$/);
    const entry = readFileSync(join(out, entryFile ?? ''), 'utf8');
    const deps = JSON.parse(/^System\.register\((\[[^\]]*\])/.exec(entry)?.[1] ?? '[]') as string[];
    // The barrel import became per-component imports; the icon is bundled but its SvgIcon is shared.
    expect(deps).toEqual(
      expect.arrayContaining(['react', 'react-dom/client', '@mui/material/Button', '@mui/material/Stack', '@mui/material/TextField', 'rxjs', '@busdesk/shared-kit']),
    );
    expect(deps).not.toContain('@mui/material');
    const all = jsOf(out);
    expect(all).toContain('"@mui/material/SvgIcon"');
    expect(all).toContain('"@mui/material/Typography"');
    for (const { library, pattern } of LIBRARY_MARKERS) expect(pattern.test(all), library).toBe(false);
    expect(readdirSync(join(out, 'chunks')).some((f) => f.startsWith('page-'))).toBe(true);
  });

  it('refuses a deep import of a shared package that is not in the import map', async () => {
    await expect(buildFixture('mf-deep-import')).rejects.toThrow(/@mui\/material\/ButtonBase\/ButtonBase.*not in\s+the import map/s);
  });

  it('refuses output that bundles a shared package reached by file path', async () => {
    await expect(buildFixture('mf-bundles-react')).rejects.toThrow(/bundles react\/index\.js \(shared package react\)/);
  });

  it('refuses an rxjs name that the vendor entry does not export, saying where to add it', async () => {
    await expect(buildFixture('mf-rxjs-name')).rejects.toThrow(/'interval' from 'rxjs' is not exported by the vendor entry.*tools\/build\/src\/shared-modules\.ts/s);
  });

  it('refuses zod outside @busdesk/api-contract', async () => {
    await expect(buildFixture('mf-zod')).rejects.toThrow(/zod is bundled inside @busdesk\/api-contract/);
  });
});

