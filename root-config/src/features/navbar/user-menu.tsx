import AccountCircle from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import { Suspense, useId, useState } from 'react';
import { SHELL_LABELS } from '../../messages';
import { preloadMenus, UserMenuList } from './lazy-menus';

const L = SHELL_LABELS.navbar;

export interface UserMenuProps {
  userName?: string;
  onNavigate: (path: string) => void;
  onLogout: () => void;
}

export function UserMenu({ userName, onNavigate, onLogout }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first open on, so closing plays the exit transition and focus returns to the button.
  const [mounted, setMounted] = useState(false);
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
        onPointerEnter={preloadMenus}
        onFocus={preloadMenus}
        onClick={(e) => {
          setMounted(true);
          setAnchor(e.currentTarget);
        }}
      >
        <AccountCircle />
      </IconButton>
      {mounted ? (
        <Suspense fallback={null}>
          <UserMenuList
            menuId={menuId}
            anchor={anchor}
            userName={userName}
            onNavigate={onNavigate}
            onLogout={onLogout}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
