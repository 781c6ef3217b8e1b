// shared-kit is a System library of its own: loaded once through the import map, every shared module external.
// The preset (tools/build) is imported by path: it is build tooling, not a dependency of the package's code.
import { defineSystemLibConfig } from '../tools/build/src/system-lib-config';

export default defineSystemLibConfig({ name: '@busdesk/shared-kit', root: import.meta.dirname });
