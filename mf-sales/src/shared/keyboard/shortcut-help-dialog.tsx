import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SHORTCUT_HELP_LABELS } from './labels';
import { SALES_SHORTCUTS, SHORTCUT_HELP_ORDER } from './sales-shortcuts';


export interface ShortcutHelpDialogProps {
  open: boolean;
  onClose(): void;
}

/** The '?' overlay: every shortcut of the sales screen, from the same table the keys are matched with. */
export function ShortcutHelpDialog({ open, onClose }: ShortcutHelpDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="sales-shortcuts-title" maxWidth="sm" fullWidth>
      <DialogTitle id="sales-shortcuts-title">{SHORTCUT_HELP_LABELS.title}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="sales-shortcuts-title">
          <TableHead>
            {/* A cell of a table head is a th with scope="col" (MUI TableCell). */}
            <TableRow>
              <TableCell>{SHORTCUT_HELP_LABELS.key}</TableCell>
              <TableCell>{SHORTCUT_HELP_LABELS.does}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {SHORTCUT_HELP_ORDER.map((name) => (
              <TableRow key={name}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <kbd>{SALES_SHORTCUTS[name].keys}</kbd>
                </TableCell>
                <TableCell>{SALES_SHORTCUTS[name].does}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <p>{SHORTCUT_HELP_LABELS.seatKeys}</p>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {SHORTCUT_HELP_LABELS.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
