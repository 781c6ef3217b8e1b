// The layers inside each browser package, as import-x `no-restricted-paths` zones (bulletproof-react's zones,
// STYLE.md 3 and DESIGN.md §10):
//   app (src/index.ts, src/root.tsx, src/app/, root-config's src/portal/, mf-sales' src/widgets/)
//     → src/features/<feature>/ → src/shared/ (and the package's src/messages.ts)
// A feature never imports another feature: the app layer composes them (slots, render props), and what several
// features need moves to src/shared/. shared/ imports neither features nor the app. Tests and stories follow the
// same zones; src/test-support/ is outside them (product code is kept off it by the test-support rule).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** root-config and every mf-*: the packages with src/features. */
function layeredPackages(root) {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && (d.name === 'root-config' || d.name.startsWith('mf-')))
    .map((d) => d.name)
    .sort();
}

/** Folder names under `dir`, or none when it does not exist. */
const foldersIn = (dir) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []);

/**
 * The zones for every layered package, computed from the folders on disk so a new feature is covered without
 * editing the lint config. Paths are relative to `root` (the rule's basePath).
 * @param {string} root the repository root
 */
export function layerZones(root) {
  const zones = [];
  for (const pkg of layeredPackages(root)) {
    const src = `./${pkg}/src`;
    for (const feature of foldersIn(join(root, pkg, 'src', 'features'))) {
      zones.push({
        target: `${src}/features/${feature}`,
        from: `${src}/features`,
        except: [`./${feature}`],
        message: `features/${feature} may not import another feature: compose them in the app layer, or move what both need to src/shared`,
      });
    }
    zones.push({
      target: `${src}/features`,
      from: src,
      except: ['./features', './shared', './messages.ts', './test-support'],
      message: 'a feature imports only itself, src/shared and src/messages.ts: the app layer imports features, never the reverse',
    });
    zones.push({
      target: `${src}/shared`,
      from: src,
      except: ['./shared', './messages.ts', './test-support'],
      message: 'src/shared is what several features (or the app and a feature) use: it imports no feature and no app code',
    });
  }
  return zones;
}
