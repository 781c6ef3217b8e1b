import type { OptionsObject, SnackbarKey } from 'notistack';

export type NotifyVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
type Enqueue = (message: string, options: OptionsObject) => SnackbarKey;
interface Message {
  readonly message: string;
  readonly options: OptionsObject;
}

/** Messages kept per place while nothing can show them; older ones give way (a burst of the same error). */
const MAX_PENDING = 10;

/**
 * One mounted BusdeskProviders. Its snackbar outlet (notistack) is not part of the first paint: the host asks for it
 * (`load`) when the first message comes, keeps messages until it has attached, then shows them in order.
 */
interface Host {
  readonly load: () => void;
  enqueue: Enqueue | undefined;
  readonly pending: Message[];
}

/**
 * Snackbar hosts currently mounted, newest last. notistack's own global `enqueueSnackbar` points at the last
 * SnackbarProvider ever constructed, even after it unmounts — in a portal where single-spa mounts and unmounts
 * micro-frontends that would silently drop messages. So each BusdeskProviders registers here while mounted, and
 * notify() uses the newest live one.
 */
const hosts: Host[] = [];
/** Messages raised before any host was mounted (e.g. a failed session load during start-up). */
const unhosted: Message[] = [];

function keep(queue: Message[], item: Message): void {
  if (queue.length >= MAX_PENDING) queue.shift();
  queue.push(item);
}

function deliver(host: Host, items: readonly Message[]): void {
  if (items.length === 0) return;
  const enqueue = host.enqueue;
  if (enqueue) {
    for (const item of items) enqueue(item.message, item.options);
    return;
  }
  for (const item of items) keep(host.pending, item);
  host.load();
}

export interface SnackbarHostRegistration {
  /** The host's notistack outlet is ready: shows what waited for it, and every later message. */
  attach(enqueue: Enqueue): void;
  /** The outlet is gone (its provider unmounted) but the host is still mounted: messages wait again. */
  detach(): void;
  /** The host unmounts; messages it has not shown yet move to the next newest host (or wait for one). */
  unregister(): void;
}

/**
 * Called by BusdeskProviders when it mounts. `load` mounts its snackbar outlet (loading notistack the first time);
 * it is called on the first message for this host, and may be called again while loading.
 */
export function registerSnackbarHost(load: () => void): SnackbarHostRegistration {
  const host: Host = { load, enqueue: undefined, pending: [] };
  hosts.push(host);
  deliver(host, unhosted.splice(0));
  return {
    attach(enqueue) {
      host.enqueue = enqueue;
      const waiting = host.pending.splice(0);
      for (const item of waiting) enqueue(item.message, item.options);
    },
    detach() {
      host.enqueue = undefined;
    },
    unregister() {
      const index = hosts.lastIndexOf(host);
      if (index >= 0) hosts.splice(index, 1);
      const left = host.pending.splice(0);
      const next = hosts.at(-1);
      if (next) deliver(next, left);
      else for (const item of left) keep(unhosted, item);
    },
  };
}

/**
 * Shows a snackbar from anywhere, React or not (session code, API error handlers). Needs a mounted
 * BusdeskProviders somewhere on the page (one per React root, so a message is shown once). A message raised
 * before any is mounted, or while its snackbar code is still loading, waits and is shown once it can be.
 */
export function notify(message: string, variant: NotifyVariant = 'default', options: OptionsObject = {}): void {
  const item: Message = { message, options: { ...options, variant } };
  const host = hosts.at(-1);
  if (host) deliver(host, [item]);
  else keep(unhosted, item);
}
