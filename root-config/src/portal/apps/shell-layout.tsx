import { navMenusFor } from '@busdesk/api-contract/core';
import { currentPath, logout, navigate, usePathname, useSession } from '@busdesk/shared-kit/core';
import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { Navbar } from '../../features/navbar/navbar';
import { Sidebar } from '../../features/sidebar/sidebar';
import { useSidebarState } from '../../features/sidebar/sidebar-state';
import { GreetingBanner } from './greeting-banner';

export interface ShellLayoutProps {
  /** The frame's sidebar slot; the sidebar renders in place when there is none (stories, tests). */
  sidebarContainer?: HTMLElement | null;
}

/**
 * The main layout of 000 §2.1–§2.3: navbar, greeting and sidebar around the screen. One React tree, so the
 * navbar's toggle and the sidebar share state; the sidebar is portalled into its own slot beside the content.
 */
export function ShellLayout({ sidebarContainer }: ShellLayoutProps) {
  const session = useSession();
  const pathname = usePathname();
  const sidebar = useSidebarState();
  const user = session.status === 'authenticated' ? session.user : undefined;
  const role = user?.role;
  // The menus depend on the role: until the user info arrives (checked against the contract once its schema has
  // loaded, after the first paint) the navbar and sidebar show none, rather than menus that change under the pointer.
  const entries = useMemo(() => (role === undefined ? [] : navMenusFor(role)), [role]);

  const sidebarElement = (
    <Sidebar
      entries={entries}
      pathname={pathname}
      open={sidebar.open}
      mobile={sidebar.mobile}
      onClose={sidebar.close}
      onNavigate={navigate}
    />
  );

  return (
    <>
      <Navbar
        entries={entries}
        pathname={pathname}
        userName={user?.name}
        logoUrl={user?.partner.logo}
        mobile={sidebar.mobile}
        sidebarOpen={sidebar.open}
        onToggleSidebar={sidebar.toggle}
        onNavigate={navigate}
        onLogout={() => void logout(currentPath())}
      />
      <GreetingBanner />
      {sidebarContainer ? createPortal(sidebarElement, sidebarContainer) : sidebarElement}
    </>
  );
}
