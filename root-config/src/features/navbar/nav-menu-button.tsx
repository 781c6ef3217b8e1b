import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { Suspense, useId, useState } from 'react';
import type { NavLink } from '@busdesk/api-contract/core';
import { NavMenuList, preloadMenus } from './lazy-menus';

export interface NavMenuButtonProps {
  label: string;
  items: readonly NavLink[];
  pathname: string;
  onNavigate: (path: string) => void;
}

/** One navbar dropdown (Manage, Report, Configuration): a button that opens a keyboard-navigable menu of links. */
export function NavMenuButton({ label, items, pathname, onNavigate }: NavMenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first open on, so closing plays the exit transition and focus returns to the button.
  const [mounted, setMounted] = useState(false);
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
        onPointerEnter={preloadMenus}
        onFocus={preloadMenus}
        onClick={(e) => {
          setMounted(true);
          setAnchor(e.currentTarget);
        }}
        sx={{ fontWeight: current ? 700 : 400, whiteSpace: 'nowrap' }}
      >
        {label}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <NavMenuList
            menuId={menuId}
            buttonId={buttonId}
            anchor={anchor}
            items={items}
            pathname={pathname}
            onNavigate={onNavigate}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
