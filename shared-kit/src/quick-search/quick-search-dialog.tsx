import { lazy, Suspense, useState } from 'react';

export interface QuickSearchDialogProps {
  open: boolean;
  onClose: () => void;
}

// The dialog, the table and the search load when the dialog is first opened (or preloaded on the icon's hover and
// focus), never with shared-kit's core, which every page (/login included) loads before painting.
export const loadQuickSearchDialog = () => import('./quick-search-dialog-view');
const QuickSearchDialogView = lazy(() => loadQuickSearchDialog().then((m) => ({ default: m.QuickSearchDialogView })));

/** The quick search of 002 §2 in a dialog; renders nothing until first opened. */
export function QuickSearchDialog(props: QuickSearchDialogProps) {
  const [shown, setShown] = useState(props.open);
  // Once shown it stays mounted, so closing plays the exit transition and focus returns to the search icon.
  if (props.open && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <QuickSearchDialogView {...props} />
    </Suspense>
  );
}
