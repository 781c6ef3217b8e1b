import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppError } from './app-error';
import { recordMount } from './mount-record';

/** What single-spa passes every lifecycle; the entry reads only the application's name. */
export interface LifecycleProps {
  name: string;
}
type Lifecycle = (props: LifecycleProps) => Promise<unknown>;

/**
 * The whole public interface of @busdesk/mf-telephony: single-spa lifecycles. The root (and with it every screen)
 * is loaded on bootstrap, i.e. only when the portal first shows one of this MF's routes.
 * single-spa-react types its lifecycles with single-spa's own types, which an MF does not install (only the
 * root config depends on single-spa); the signatures below are all the portal relies on.
 */
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  loadRootComponent: () => import('./root').then((m) => m.Root),
  errorBoundary: () => React.createElement(AppError),
}) as unknown as Record<'bootstrap' | 'mount' | 'unmount', Lifecycle>;

export const bootstrap: Lifecycle = (props) => lifecycles.bootstrap(props);
export const unmount: Lifecycle = (props) => lifecycles.unmount(props);
export const mount: Lifecycle = (props) => {
  recordMount(props.name);
  return lifecycles.mount(props);
};
