import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** The four browser API clients of 000 §7.1; each has its own base URL (default `/api`). */
export type ClientName = 'v1' | 'v2' | 'v3' | 'v4';

export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  /** Full served path, already passed through `apiPath` (starts with `/api`). */
  path: string;
  /** Which browser client calls it (decides how success is judged: body code for v1/v2, HTTP status for v3). */
  client: ClientName;
  /** Body for POST/PUT, query for GET/DELETE. */
  request: Req;
  /** The `results` of a successful envelope. */
  response: Res;
  summary: string;
}

/** Declares one API call once; the server registers it and shared-kit calls it from this declaration. */
export const defineEndpoint = <Req extends z.ZodType, Res extends z.ZodType>(e: Endpoint<Req, Res>): Endpoint<Req, Res> => e;

/** Where and how an endpoint is called: all a browser needs to send the request. */
export type EndpointAddress = Pick<Endpoint, 'method' | 'path' | 'client'>;

/**
 * An endpoint whose schemas load on demand: its address, zod-free, so the request can leave at once, and `load`,
 * which imports the module that declares the endpoint (and with it zod). shared-kit's `callEndpoint` sends the
 * request and checks the answer once the endpoint has loaded, so code that must paint first (the portal shell) calls
 * the API without zod or any schema in its first paint. The endpoint spreads its address from the same constant, so a
 * path is written once.
 */
export interface LazyEndpoint<E extends Endpoint = Endpoint> extends EndpointAddress {
  readonly load: () => Promise<E>;
}

export const lazyEndpoint = <E extends Endpoint>(address: EndpointAddress, load: () => Promise<E>): LazyEndpoint<E> => ({
  ...address,
  load,
});

export type EndpointRequest<E> = E extends Endpoint<infer Req, z.ZodType> ? z.input<Req> : never;
export type EndpointResponse<E> = E extends Endpoint<z.ZodType, infer Res> ? z.output<Res> : never;
/** A function that makes one call of endpoint E (screens put their calls behind such functions so stories can swap them). */
export type EndpointCall<E> = (request: EndpointRequest<E>) => Promise<EndpointResponse<E>>;
