import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { NavLink } from '@busdesk/api-contract';
import { linkProps } from '../../lib/link-props';

export interface NavMenuButtonProps {
  label: string;
  items: readonly NavLink[];
  pathname: string;
  onNavigate: (path: string) => void;
}

/** One navbar dropdown (Manage, Report, Configuration): a button that opens a keyboard-navigable menu of links. */
export function NavMenuButton({ label, items, pathname, onNavigate }: NavMenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = anchor !== null;
  const current = items.some((item) => pathname.startsWith(item.path));

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={<ExpandMore aria-hidden />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ fontWeight: current ? 700 : 400, whiteSpace: 'nowrap' }}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {items.map((item) => (
          <MenuItem
            key={item.path}
            component="a"
            selected={pathname.startsWith(item.path)}
            {...linkProps(item.path, onNavigate, () => setAnchor(null))}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
