import { lazy, Suspense, useEffect, useState } from 'react';
import type { UnsavedChangesGuard } from '../navigation/use-unsaved-changes-guard';

// Dialog (Modal, Backdrop, transitions, focus trap) loads with the guarded form, not with shared-kit, which every page
// (/login included) loads whole; as ConfirmDialog does.
const loadView = () => import('./unsaved-changes-dialog-view');
const UnsavedChangesDialogView = lazy(() => loadView().then((m) => ({ default: m.UnsavedChangesDialogView })));

export interface UnsavedChangesDialogProps {
  /** What useUnsavedChangesGuard returned for the form. */
  guard: UnsavedChangesGuard;
}

/**
 * 'Rời trang khi chưa lưu?' with 'Ở lại' (focused) and 'Rời trang', open while the guard holds a navigation. Renders
 * nothing until first asked; the dialog's code is fetched when the form mounts, so the question never waits for it.
 */
export function UnsavedChangesDialog({ guard }: UnsavedChangesDialogProps) {
  const [shown, setShown] = useState(guard.pendingUrl !== null);
  // Once shown it stays mounted, so closing plays the exit transition and focus returns to where it was.
  if (guard.pendingUrl !== null && !shown) setShown(true);
  useEffect(() => {
    void loadView();
  }, []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialogView guard={guard} />
    </Suspense>
  );
}
