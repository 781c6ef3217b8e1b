import type { ReactNode } from 'react';

// The props live apart from ConfirmDialog so its lazily loaded view can use them without importing the module
// that loads it.
export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Colours the confirm button red for irreversible actions (delete, cancel a ticket). */
  destructive?: boolean;
  /**
   * Runs the action. While its promise is pending the dialog stays open and both buttons are disabled, so a
   * double click cannot send the request twice. Resolving closes the dialog; rejecting keeps it open and
   * shows the error's message so the user can retry or cancel.
   */
  onConfirm: () => void | Promise<void>;
  onClose: () => void;
}
