import { lazyEndpoint, type Endpoint, type EndpointAddress, type LazyEndpoint } from './endpoint';

/**
 * The whole contract (every schema with zod, every text) on demand, for zod-free code that needs schemas later: the
 * browser's lazy endpoints (browser.ts) and the realtime client's event decoder. Screens import the
 * zod-free browser entry (browser.ts, ADR 0118), so this file loads once the first answer is to be checked, not with
 * the screens' code.
 */
export const loadContract = () => import('./index');

type Contract = Awaited<ReturnType<typeof loadContract>>;
/** The names of the contract's endpoints. */
export type ContractEndpointName = { [K in keyof Contract]: Contract[K] extends Endpoint ? K : never }[keyof Contract];

/** The lazy twin of the contract's endpoint `name`, called at `address` (the address the endpoint spreads). */
export const contractEndpoint = <K extends ContractEndpointName>(
  address: EndpointAddress,
  name: K,
): LazyEndpoint<Extract<Contract[K], Endpoint>> =>
  lazyEndpoint(address, () => loadContract().then((contract) => contract[name] as Extract<Contract[K], Endpoint>));
