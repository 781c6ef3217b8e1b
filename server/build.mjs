// Bundles the server for `npm start`: node_modules stay external, our workspace packages (@busdesk/*) are
// inlined because they are TypeScript sources. The drizzle/ migrations and assets/ are read from beside dist/.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !name.startsWith('@busdesk/'));

await build({
  entryPoints: { main: 'src/main.ts', 'seed-cli': 'src/db/seed/seed-cli.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
