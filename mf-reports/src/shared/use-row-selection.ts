import { notify } from '@busdesk/shared-kit';
import { useState } from 'react';
import type { ReportRowSelection } from './report-screen';

export interface RowSelection extends ReportRowSelection {
  /** Forgets the chosen rows (the filter changed or was applied again). */
  clear: () => void;
  /** Whether the dialog acting on the chosen rows is open. */
  dialogOpen: boolean;
  /** Opens the dialog, or warns when no row is chosen. */
  openDialog: () => void;
  closeDialog: () => void;
  /** The dialog's work is done: it closes and the choice is forgotten. */
  done: () => void;
}

/** Rows chosen in a report's table and the one dialog that acts on them (a cancelled ticket's update, a Zalo send). */
export function useRowSelection(emptyWarning: string): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialogOpen, setDialogOpen] = useState(false);
  return {
    selected,
    onChange: setSelected,
    clear: () => setSelected(new Set()),
    dialogOpen,
    openDialog: () => {
      if (selected.size === 0) notify(emptyWarning, 'warning');
      else setDialogOpen(true);
    },
    closeDialog: () => setDialogOpen(false),
    done: () => {
      setDialogOpen(false);
      setSelected(new Set());
    },
  };
}
