import { startPortal } from './portal/start-portal';

// The root config's whole job: SystemJS imports '@busdesk/root-config' from index.html and the portal starts.
startPortal();
