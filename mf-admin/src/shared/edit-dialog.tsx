import { UnsavedChangesDialog, useUnsavedChangesGuard } from '@busdesk/shared-kit';
import Dialog, { type DialogProps } from '@mui/material/Dialog';

export interface EditDialogProps extends Omit<DialogProps, 'onClose'> {
  /** The dialog's form differs from what it opened with. */
  dirty: boolean;
  /** A click beside the dialog or Escape, heeded only while the form is clean; none (a save in flight): both ignored. */
  onClose?: (() => void) | undefined;
}

/**
 * An mf-admin dialog that edits a record (employee, companies, telecom line), guarded like the edit pages (ADR 0119):
 * - while open and dirty, leaving the page (menu, link, Back) asks 'Rời trang khi chưa lưu?' through the same guard;
 * - while dirty, a click beside it or Escape does nothing, so a stray click cannot throw the edits away; the dialog's
 *   own 'Hủy' still discards at once, as the explicit choice it is. Clean, both close it as any MUI dialog.
 */
export function EditDialog({ dirty, onClose, open, children, ...rest }: EditDialogProps) {
  const leaveGuard = useUnsavedChangesGuard(open && dirty);
  return (
    <>
      <Dialog open={open} onClose={dirty ? undefined : onClose} {...rest}>
        {children}
      </Dialog>
      {/* A modal of its own, opened while the edit dialog is: MUI stacks it above, it takes the focus and Escape, and
          'Ở lại' gives the focus back to the field it came from. */}
      <UnsavedChangesDialog guard={leaveGuard} />
    </>
  );
}
