import DirectionsBus from '@mui/icons-material/DirectionsBus';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { loadQuickSearchDialog, QuickSearchDialog } from '@busdesk/shared-kit/core';
import { SHELL_LABELS } from '../../messages';
import { linkProps } from '../../shared/link-props';
import { LOGO_LINK, type NavEntry } from '@busdesk/api-contract/core';
import { NavMenuButton } from './nav-menu-button';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

/** The product name, shown beside the bus icon when the agency has no logo. */
const BRAND = 'Busdesk';
const L = SHELL_LABELS.navbar;

export interface NavbarProps {
  /** The navigation this user may see (Configuration only for ADMIN), from `navigationFor(role)`. */
  entries: readonly NavEntry[];
  pathname: string;
  userName?: string;
  /** The partner's logo; the product mark when the partner has none. */
  logoUrl?: string | null;
  /** In mobile mode the menus live only in the drawer, which the toggle opens. */
  mobile: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onNavigate: (path: string) => void;
  onLogout: () => void;
}

export function Navbar(props: NavbarProps) {
  const { entries, pathname, userName, logoUrl, mobile, sidebarOpen } = props;
  const { onToggleSidebar, onNavigate, onLogout } = props;
  // The quick search dialog and the bell's popover load on first use (shared-kit keeps them out of the first paint).
  const [searchOpen, setSearchOpen] = useState(false);
  // Moving to another screen (Back, a link) closes it; coming back does not open it again.
  const [searchPath, setSearchPath] = useState(pathname);
  if (searchPath !== pathname) {
    setSearchPath(pathname);
    setSearchOpen(false);
  }

  return (
    <AppBar position="static" component="header" data-testid="navbar">
      <Toolbar component="nav" aria-label={L.label} sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={L.toggleSidebar}
          aria-expanded={sidebarOpen}
          aria-controls="busdesk-sidebar-nav"
          onClick={onToggleSidebar}
        >
          <MenuIcon />
        </IconButton>
        <Link
          color="inherit"
          underline="none"
          // WCAG 2.5.3 (label in name): when the brand shows as text, the link's name starts with it.
          aria-label={logoUrl ? L.home : L.homeWithBrand(BRAND)}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2, fontWeight: 700, fontSize: 20 }}
          {...linkProps(LOGO_LINK, onNavigate)}
        >
          {logoUrl ? (
            // A partner's logo may use any colours: a white plate keeps it legible on the coloured bar.
            <Box component="img" src={logoUrl} alt="" sx={{ height: 36, bgcolor: 'common.white', borderRadius: 1, px: 0.75, py: 0.25 }} />
          ) : (
            <DirectionsBus aria-hidden />
          )}
          {/* The product name is a brand, not a Vietnamese text. */}
          {logoUrl ? null : BRAND}
        </Link>
        {mobile ? null : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
            {entries.map((entry) =>
              entry.kind === 'link' ? (
                <Button
                  key={entry.path}
                  color="inherit"
                  aria-current={pathname === entry.path ? 'page' : undefined}
                  sx={{ fontWeight: pathname === entry.path ? 700 : 400, whiteSpace: 'nowrap' }}
                  {...linkProps(entry.path, onNavigate)}
                >
                  {entry.label}
                </Button>
              ) : (
                <NavMenuButton key={entry.label} label={entry.label} items={entry.items} pathname={pathname} onNavigate={onNavigate} />
              ),
            )}
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <IconButton
          color="inherit"
          aria-label={L.quickSearch}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadQuickSearchDialog()}
          onFocus={() => void loadQuickSearchDialog()}
          onClick={() => setSearchOpen(true)}
        >
          <SearchIcon />
        </IconButton>
        <NotificationBell label={L.notifications} pathname={pathname} />
        <UserMenu userName={userName} onNavigate={onNavigate} onLogout={onLogout} />
      </Toolbar>
      <QuickSearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
    </AppBar>
  );
}
