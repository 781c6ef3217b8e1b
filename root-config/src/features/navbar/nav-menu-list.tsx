import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { NavLink } from '@busdesk/api-contract/core';
import { linkProps } from '../../shared/link-props';

export interface NavMenuListProps {
  menuId: string;
  buttonId: string;
  anchor: HTMLElement | null;
  items: readonly NavLink[];
  pathname: string;
  onNavigate: (path: string) => void;
  onClose: () => void;
}

/** The open dropdown of a NavMenuButton, loaded on first open (see nav-menu-button.tsx). */
export function NavMenuList({ menuId, buttonId, anchor, items, pathname, onNavigate, onClose }: NavMenuListProps) {
  return (
    <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
      {items.map((item) => (
        <MenuItem key={item.path} component="a" selected={pathname.startsWith(item.path)} {...linkProps(item.path, onNavigate, onClose)}>
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
