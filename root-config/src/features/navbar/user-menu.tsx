import AccountCircle from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import { EDIT_PROFILE_ROUTE } from '@busdesk/api-contract';
import { useId, useState } from 'react';
import { SHELL_LABELS } from '../../messages';
import { linkProps } from '../../lib/link-props';

const L = SHELL_LABELS.navbar;

export interface UserMenuProps {
  userName?: string;
  onNavigate: (path: string) => void;
  onLogout: () => void;
}

export function UserMenu({ userName, onNavigate, onLogout }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={userName ? `${L.account}: ${userName}` : L.account}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        {userName ? (
          <Typography component="li" variant="subtitle2" sx={{ px: 2, py: 1 }} aria-hidden>
            {userName}
          </Typography>
        ) : null}
        <MenuItem component="a" {...linkProps(EDIT_PROFILE_ROUTE, onNavigate, () => setAnchor(null))}>
          <ListItemIcon>
            <KeyIcon fontSize="small" />
          </ListItemIcon>
          {L.changePassword}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {L.logout}
        </MenuItem>
      </Menu>
    </>
  );
}
