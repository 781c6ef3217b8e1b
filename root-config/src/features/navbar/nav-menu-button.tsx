import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { Suspense, useId } from 'react';
import type { NavLink } from '@busdesk/api-contract/core';
import { NavMenuList } from './lazy-menus';
import { MenuLoadBoundary } from './menu-load-boundary';
import { useLazyMenu } from './use-lazy-menu';

export interface NavMenuButtonProps {
  label: string;
  items: readonly NavLink[];
  pathname: string;
  onNavigate: (path: string) => void;
}

/** One navbar dropdown (Manage, Report, Configuration): a button that opens a keyboard-navigable menu of links. */
export function NavMenuButton({ label, items, pathname, onNavigate }: NavMenuButtonProps) {
  const { mounted, buttonProps, listProps, onLoadFailed } = useLazyMenu();
  const buttonId = useId();
  const current = items.some((item) => pathname.startsWith(item.path));

  return (
    <>
      <Button id={buttonId} color="inherit" endIcon={<ExpandMore aria-hidden />} {...buttonProps} sx={{ fontWeight: current ? 700 : 400, whiteSpace: 'nowrap' }}>
        {label}
      </Button>
      {mounted ? (
        <MenuLoadBoundary onFailed={onLoadFailed}>
          <Suspense fallback={null}>
            <NavMenuList {...listProps} buttonId={buttonId} items={items} pathname={pathname} onNavigate={onNavigate} />
          </Suspense>
        </MenuLoadBoundary>
      ) : null}
    </>
  );
}
