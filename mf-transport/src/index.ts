import { defineMicrofrontend } from '@busdesk/shared-kit';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';

/**
 * The whole public interface of @busdesk/mf-transport: single-spa lifecycles. The root (and with it every screen)
 * is loaded on bootstrap, i.e. only when the portal first shows one of this MF's routes.
 */
export const { bootstrap, mount, unmount } = defineMicrofrontend({
  React,
  ReactDOMClient,
  loadRoot: () => import('./root').then((m) => m.Root),
});
