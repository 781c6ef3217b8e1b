import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS } from '@busdesk/api-contract';
import { ConfirmDialog, MSG, notify } from '@busdesk/shared-kit';
import { useState } from 'react';
import { SampleDataNotice } from '../../shared/sample-data-notice';
import { ADMIN_LABELS } from '../../messages';

const L = ADMIN_LABELS.permission;

/** Sample rows: 000 §2.1 specifies this screen as a non-functional mock with a static table. */
const SAMPLE_GROUPS: readonly { id: number; name: string; description: string }[] = [
  { id: 1, name: ROLE_LABELS.ADMIN, description: L.sampleAdmin },
  { id: 2, name: ROLE_LABELS.STAFF, description: L.sampleStaff },
];

const comingSoon = () => notify(MSG.common.comingSoon, 'info');

/** /manage/permission: a static table with edit, delete (confirmed) and add buttons that do nothing real yet. */
export function PermissionPage() {
  const [deleting, setDeleting] = useState<string | null>(null);

  return (
    <Box component="section" aria-labelledby="permission-title" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="permission-title" variant="h5" component="h1">
          {L.title}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={comingSoon}>
          {L.add}
        </Button>
      </Box>
      <SampleDataNotice />
      <TableContainer component={Paper} variant="outlined">
        <Table aria-labelledby="permission-title">
          <TableHead>
            <TableRow>
              <TableCell>{L.index}</TableCell>
              <TableCell>{L.name}</TableCell>
              <TableCell>{L.description}</TableCell>
              <TableCell align="right">{L.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {SAMPLE_GROUPS.map((group, index) => (
              <TableRow key={group.id}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{group.name}</TableCell>
                <TableCell>{group.description}</TableCell>
                <TableCell align="right">
                  <IconButton aria-label={`${L.edit} ${group.name}`} onClick={comingSoon}>
                    <EditIcon />
                  </IconButton>
                  <IconButton aria-label={`${L.delete} ${group.name}`} onClick={() => setDeleting(group.name)}>
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={deleting !== null}
        title={L.deleteTitle}
        message={MSG.permission.deleteConfirm}
        destructive
        onConfirm={comingSoon}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
