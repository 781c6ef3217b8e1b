import { lazy, Suspense, useEffect, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-props';

export type { ConfirmDialogProps } from './confirm-dialog-props';

// Dialog (with Modal, Backdrop, the transitions and focus trap) loads when a screen that can confirm mounts, not with
// shared-kit: shared-kit is one System module loaded on every page (/login included) with all its static imports.
const loadView = () => import('./confirm-dialog-view');
const ConfirmDialogView = lazy(() => loadView().then((m) => ({ default: m.ConfirmDialogView })));

/**
 * Asks before an action and runs it (see onConfirm). Renders nothing until first opened; the dialog's code is
 * fetched as soon as a screen that uses it mounts, so opening it does not wait for the network.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [shown, setShown] = useState(props.open);
  // Once shown it stays mounted, so closing plays the exit transition and focus returns to the trigger.
  if (props.open && !shown) setShown(true);
  useEffect(() => {
    void loadView();
  }, []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}
