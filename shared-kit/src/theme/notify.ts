import type { OptionsObject, SnackbarKey } from 'notistack';

export type NotifyVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
type Enqueue = (message: string, options: OptionsObject) => SnackbarKey;

/**
 * Snackbar outlets currently mounted, newest last. notistack's own global `enqueueSnackbar` points at the
 * last SnackbarProvider ever constructed, even after it unmounts — in a portal where single-spa mounts and
 * unmounts micro-frontends that would silently drop messages. So each BusdeskProviders registers its outlet
 * here while mounted, and notify() uses the newest live one.
 */
const outlets: Enqueue[] = [];
/** Messages raised before any outlet was mounted (e.g. a failed session load during start-up). */
const pending: { message: string; options: OptionsObject }[] = [];
const MAX_PENDING = 10;

/** Called by BusdeskProviders; returns the unregister function. */
export function registerSnackbarOutlet(enqueue: Enqueue): () => void {
  outlets.push(enqueue);
  for (const item of pending.splice(0)) enqueue(item.message, item.options);
  return () => {
    const index = outlets.lastIndexOf(enqueue);
    if (index >= 0) outlets.splice(index, 1);
  };
}

/**
 * Shows a snackbar from anywhere, React or not (session code, API error handlers). Needs a mounted
 * BusdeskProviders somewhere on the page; mount exactly one SnackbarProvider per React root (BusdeskProviders
 * does) so a message is shown once.
 */
export function notify(message: string, variant: NotifyVariant = 'default', options: OptionsObject = {}): void {
  const full: OptionsObject = { ...options, variant };
  const outlet = outlets.at(-1);
  if (outlet) {
    outlet(message, full);
    return;
  }
  if (pending.length >= MAX_PENDING) pending.shift();
  pending.push({ message, options: full });
}
