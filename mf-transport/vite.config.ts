// A System-format library build whose shared imports are resolved by the portal's import map.
// The preset (tools/build) is imported by path: it is build tooling, not a dependency of the package's code.
import { defineMfConfig } from '../tools/build/src/system-lib-config';

export default defineMfConfig({ name: '@busdesk/mf-transport', root: import.meta.dirname });
