import DataObject from '@mui/icons-material/DataObject';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { TICKET_PLACEHOLDER_GROUPS, type TTicketPlaceholder } from '@busdesk/api-contract';
import { useId, useState } from 'react';
import { MAIL_TEMPLATE_LABELS as L } from '../labels';

export interface PlaceholderMenuProps {
  onPick(name: TTicketPlaceholder): void;
}

/**
 * 'Chèn trường dữ liệu': the placeholders the ticket e-mails are filled with (api-contract TICKET_PLACEHOLDER_GROUPS,
 * the same list the server fills), grouped, each with its Vietnamese name and the `{name}` it inserts.
 */
export function PlaceholderMenu({ onPick }: PlaceholderMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const pick = (name: TTicketPlaceholder) => {
    setAnchor(null);
    onPick(name);
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<DataObject />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {L.insertPlaceholder}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 420 } }, list: { 'aria-label': L.insertPlaceholder, dense: true } }}
      >
        {TICKET_PLACEHOLDER_GROUPS.flatMap((group) => [
          <ListSubheader key={`g-${group.title}`} role="presentation">
            {group.title}
          </ListSubheader>,
          ...group.placeholders.map((p) => (
            <MenuItem key={p.name} onClick={() => pick(p.name)}>
              <ListItemText primary={p.label} secondary={`{${p.name}}`} />
            </MenuItem>
          )),
        ])}
      </Menu>
    </>
  );
}
