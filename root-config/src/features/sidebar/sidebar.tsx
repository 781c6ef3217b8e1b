import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { lazy, Suspense, useState } from 'react';
import { SHELL_LABELS } from '../../messages';
import { linkProps } from '../../shared/link-props';
import type { NavEntry, NavLink } from '@busdesk/api-contract/core';

const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

export const SIDEBAR_WIDTH = 260;

export interface SidebarProps {
  entries: readonly NavEntry[];
  pathname: string;
  open: boolean;
  /** Mobile mode: a temporary overlay drawer instead of a column beside the content. */
  mobile: boolean;
  onClose: () => void;
  onNavigate: (path: string) => void;
}

function SidebarLink({ item, pathname, nested, onNavigate, after }: {
  item: NavLink;
  pathname: string;
  nested?: boolean;
  onNavigate: (path: string) => void;
  after: () => void;
}) {
  const current = pathname === item.path || pathname.startsWith(`${item.path}/`);
  return (
    <ListItemButton
      component="a"
      selected={current}
      aria-current={current ? 'page' : undefined}
      sx={nested ? { pl: 4 } : undefined}
      {...linkProps(item.path, onNavigate, after)}
    >
      <ListItemText primary={item.label} />
    </ListItemButton>
  );
}

function SidebarGroup({ entry, pathname, onNavigate, after }: {
  entry: Extract<NavEntry, { kind: 'menu' }>;
  pathname: string;
  onNavigate: (path: string) => void;
  after: () => void;
}) {
  const holdsCurrent = entry.items.some((item) => pathname.startsWith(item.path));
  const [expanded, setExpanded] = useState(holdsCurrent);
  // Reaching one of its screens another way (the navbar, Back, a link) opens the group, so the current screen shows
  // in the sidebar too; a group the user opened stays open.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (holdsCurrent) setExpanded(true);
  }
  const groupId = `sidebar-group-${entry.label.replace(/\s+/g, '-')}`;
  return (
    <>
      {/* Closed by the user while it holds the current screen: the group itself is marked. */}
      <ListItemButton aria-expanded={expanded} aria-controls={groupId} selected={holdsCurrent && !expanded} onClick={() => setExpanded((v) => !v)}>
        <ListItemText primary={entry.label} />
        {expanded ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
      </ListItemButton>
      <Collapse in={expanded} unmountOnExit>
        {/* A div, not a ul: its entries are links, not list items (axe 'list', serious, with the group open). */}
        <List id={groupId} component="div" disablePadding>
          {entry.items.map((item) => (
            <SidebarLink key={item.path} item={item} pathname={pathname} nested onNavigate={onNavigate} after={after} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** The same navigation as the navbar, as a column (desktop) or an overlay drawer (below 992 px). */
export function Sidebar({ entries, pathname, open, mobile, onClose, onNavigate }: SidebarProps) {
  // In mobile mode the overlay covers the page, so choosing a screen also closes it.
  const after = mobile ? onClose : () => undefined;
  const list = (
    <List component="nav" id="busdesk-sidebar-nav" aria-label={SHELL_LABELS.sidebar.label} sx={{ width: SIDEBAR_WIDTH }}>
      {entries.map((entry) =>
        entry.kind === 'link' ? (
          <SidebarLink key={entry.path} item={entry} pathname={pathname} onNavigate={onNavigate} after={after} />
        ) : (
          <SidebarGroup key={entry.label} entry={entry} pathname={pathname} onNavigate={onNavigate} after={after} />
        ),
      )}
    </List>
  );

  // The wrapper always exists so tests (and e2e) read the state from data-open / data-mode.
  return (
    <Box data-testid="sidebar" data-open={open} data-mode={mobile ? 'mobile' : 'desktop'} sx={{ height: '100%' }}>
      {mobile ? (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onClose={onClose}>
            {list}
          </MobileDrawer>
        </Suspense>
      ) : open ? (
        // A closed desktop sidebar leaves the DOM, so its links are out of the tab order too. A plain panel, not
        // a permanent Drawer: Drawer always brings the modal machinery the desktop never uses.
        <Box
          sx={{ width: SIDEBAR_WIDTH, height: '100%', overflowY: 'auto', bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider' }}
        >
          {list}
        </Box>
      ) : null}
    </Box>
  );
}
