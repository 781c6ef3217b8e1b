// Build steps run by scripts/build.mjs (through tsx, since they are TypeScript):
//   vendor | api-contract | package <dir> | assemble | check | floor <page dir> <out dir>
import { buildFloorPage } from './floor-build';
import { buildVendor } from './vendor-build';
import { assemblePortal } from './assemble';
import { buildPackage, buildApiContract } from './package-build';
import { checkPortal } from './portal-check';

async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  switch (command) {
    case 'vendor':
      await buildVendor();
      return;
    case 'api-contract':
      await buildApiContract();
      return;
    case 'package':
      for (const dir of rest) await buildPackage(dir);
      return;
    case 'assemble':
      assemblePortal();
      return;
    case 'check': {
      const problems = checkPortal();
      if (problems.length > 0) throw new Error(`portal check failed:\n  ${problems.join('\n  ')}`);
      return;
    }
    case 'floor': {
      const [pageDir, outDir] = rest;
      if (pageDir === undefined || outDir === undefined) throw new Error('floor <page dir> <out dir>');
      process.stdout.write(`${JSON.stringify(await buildFloorPage(pageDir, outDir))}\n`);
      return;
    }
    default:
      throw new Error(`unknown command '${command ?? ''}' (vendor | api-contract | package <dir…> | assemble | check | floor <page dir> <out dir>)`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
