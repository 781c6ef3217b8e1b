import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { AppError } from './app-error';
import { recordMount } from './mount-record';

/**
 * The whole public interface of @busdesk/mf-admin: single-spa lifecycles. The root (and with it every screen)
 * is loaded on bootstrap, i.e. only when the portal first shows one of this MF's routes.
 */
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  loadRootComponent: () => import('./root').then((m) => m.Root),
  errorBoundary: () => React.createElement(AppError),
});

export const bootstrap = lifecycles.bootstrap;
export const unmount = lifecycles.unmount;
export const mount = [
  (props: AppProps) => {
    recordMount(props.name);
    return Promise.resolve();
  },
  lifecycles.mount,
];
