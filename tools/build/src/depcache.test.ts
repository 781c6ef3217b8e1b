import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { portalDepcache } from './depcache';
import { importMapJson } from './import-map';

const dirs: string[] = [];
function portal(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'busdesk-depcache-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the import map depcache', () => {
  it('gives every System module its static imports as it names them, and leaves dynamic imports to their moment', () => {
    const dir = portal({
      'mf-x/mf-x-1.js': 'System.register(["@busdesk/shared-kit","react","./chunks/root-2.js"],(function(e,t){return{setters:[],execute:function(){}}}))',
      // The page's dialog is imported when opened: not part of the page's graph.
      'mf-x/chunks/root-2.js': 'System.register(["@busdesk/vendor-chunk/paint-x-3"],(function(e,t){t.import("./dialog-4.js")}))',
      'mf-x/chunks/dialog-4.js': 'System.register([],(function(){}))',
      // SystemJS itself is a plain script.
      'vendor/systemjs@6.15.1/s.min.js': '!function(){var e="undefined"!=typeof self}();',
      'vendor/chunks/paint-x-3.js': 'System.register(["react"],(function(){}))',
    });
    expect(portalDepcache(dir)).toEqual({
      '/mf-x/chunks/root-2.js': ['@busdesk/vendor-chunk/paint-x-3'],
      '/mf-x/mf-x-1.js': ['@busdesk/shared-kit', 'react', './chunks/root-2.js'],
      '/vendor/chunks/paint-x-3.js': ['react'],
    });
  });

  it('refuses a register call whose imports it cannot read rather than leaving the module out', () => {
    const dir = portal({ 'mf-x/mf-x-1.js': 'System.register([a,"react"],(function(){}))' });
    expect(() => portalDepcache(dir)).toThrow(/not written as an array of strings/);
  });

  it('writes a map that reads back the same, one line per module', () => {
    const map = { imports: { react: '/vendor/react-1.js', '@busdesk/mf-x': '/mf-x/mf-x-1.js' }, depcache: { '/mf-x/mf-x-1.js': ['react', './chunks/root-2.js'] } };
    const json = importMapJson(map);
    expect(JSON.parse(json)).toEqual(map);
    expect(json.split('\n')).toContain('    "/mf-x/mf-x-1.js": ["react","./chunks/root-2.js"]');
  });
});
