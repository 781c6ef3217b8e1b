import { useEffect, useRef } from 'react';
import { matchesShortcut, type SalesShortcutName } from './sales-shortcuts';

/**
 * Runs `handler` when the shortcut is pressed anywhere on the page, while `enabled`. The handler is read at the
 * time of the key, so it sees the current form and selection without re-registering the listener. A key that a
 * dialog is open over is the dialog's: shortcuts pause while a modal is shown.
 */
export function useSalesShortcut(name: SalesShortcutName, handler: () => void, enabled = true): void {
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !matchesShortcut(event, name)) return;
      // MUI unmounts a closed dialog, so any dialog root in the document is one the user is working in.
      if (document.querySelector('.MuiDialog-root')) return;
      event.preventDefault();
      handlerRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [name, enabled]);
}
