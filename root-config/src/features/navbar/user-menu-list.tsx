import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { EDIT_PROFILE_ROUTE } from '@busdesk/api-contract/core';
import { SHELL_LABELS } from '../../messages';
import { linkProps } from '../../shared/link-props';

const L = SHELL_LABELS.navbar;

export interface UserMenuListProps {
  menuId: string;
  anchor: HTMLElement | null;
  userName?: string;
  onNavigate: (path: string) => void;
  onLogout: () => void;
  onClose: () => void;
}

/** The open account menu of UserMenu, loaded on first open (see user-menu.tsx). */
export function UserMenuList({ menuId, anchor, userName, onNavigate, onLogout, onClose }: UserMenuListProps) {
  return (
    <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {userName ? (
        <Typography component="li" variant="subtitle2" sx={{ px: 2, py: 1 }} aria-hidden>
          {userName}
        </Typography>
      ) : null}
      <MenuItem component="a" {...linkProps(EDIT_PROFILE_ROUTE, onNavigate, onClose)}>
        <ListItemIcon>
          <KeyIcon fontSize="small" />
        </ListItemIcon>
        {L.changePassword}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {L.logout}
      </MenuItem>
    </Menu>
  );
}
