import { shellApplication } from '../shell-application';
import { ShellLayout } from './shell-layout';

/** The navbar, greeting and sidebar on every layout route. */
export const layoutApp = shellApplication(() => <ShellLayout sidebarContainer={document.getElementById('busdesk-sidebar')} />);
