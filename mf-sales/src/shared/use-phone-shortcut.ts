import { useEffect, useRef, type RefObject } from 'react';

/**
 * The one key that takes a counter clerk from the seat map to the booking form's phone field (issue 4
 * 'Keyboard'). F2 because browsers give it no meaning, it is a single key, and it never collides with Enter
 * (the form's submit) or with typing in a field.
 */
export const PHONE_SHORTCUT_KEY = 'F2';

/**
 * `renderForm`: called when the key comes before the form is on screen (it renders a moment after the seat map);
 * it must render the form synchronously, so the focus lands before the clerk's next keystroke.
 */
export function usePhoneShortcut(phoneInputRef: RefObject<HTMLInputElement | null>, renderForm?: () => void): void {
  const renderFormRef = useRef(renderForm);
  renderFormRef.current = renderForm;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== PHONE_SHORTCUT_KEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (!phoneInputRef.current) renderFormRef.current?.();
      const input = phoneInputRef.current;
      // The phone field may be hidden by the partner config (phoneHidden) or disabled for a paid ticket.
      if (!input || input.disabled || !input.isConnected) return;
      event.preventDefault();
      input.focus();
      input.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [phoneInputRef]);

  // Screen readers announce the shortcut on the field itself.
  useEffect(() => {
    phoneInputRef.current?.setAttribute('aria-keyshortcuts', PHONE_SHORTCUT_KEY);
  });
}
