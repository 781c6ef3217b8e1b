/**
 * The whole contract (every schema with zod, every text) on demand, for zod-free code that needs schemas later: the
 * shell's lazy endpoints and the realtime client's event decoder. Every screen's micro-frontend loads it anyway (through
 * shared-kit's index), so one file serves both; schema modules per area would add the cost of bindings between files
 * to every screen without saving any of them a byte.
 */
export const loadContract = () => import('./index');
