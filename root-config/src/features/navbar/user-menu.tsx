import AccountCircle from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import { Suspense } from 'react';
import { SHELL_LABELS } from '../../messages';
import { UserMenuList } from './lazy-menus';
import { MenuLoadBoundary } from './menu-load-boundary';
import { useLazyMenu } from './use-lazy-menu';

const L = SHELL_LABELS.navbar;

export interface UserMenuProps {
  userName?: string;
  onNavigate: (path: string) => void;
  onLogout: () => void;
}

export function UserMenu({ userName, onNavigate, onLogout }: UserMenuProps) {
  const { mounted, buttonProps, listProps, onLoadFailed } = useLazyMenu();

  return (
    <>
      <IconButton color="inherit" aria-label={userName ? `${L.account}: ${userName}` : L.account} {...buttonProps}>
        <AccountCircle />
      </IconButton>
      {mounted ? (
        <MenuLoadBoundary onFailed={onLoadFailed}>
          <Suspense fallback={null}>
            <UserMenuList {...listProps} userName={userName} onNavigate={onNavigate} onLogout={onLogout} />
          </Suspense>
        </MenuLoadBoundary>
      ) : null}
    </>
  );
}
