import type * as ReactNamespace from 'react';
import type * as ReactDOMClientNamespace from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppError } from './app-error';
import { recordMount } from './mount-record';

/** What single-spa passes every lifecycle; the entry reads only the application's name. */
export interface LifecycleProps {
  name: string;
}
export type Lifecycle = (props: LifecycleProps) => Promise<unknown>;
export interface Lifecycles {
  bootstrap: Lifecycle;
  mount: Lifecycle;
  unmount: Lifecycle;
}

export interface MicrofrontendOptions {
  /** The MF's own React and ReactDOM client, passed in so the mount record proves which copy it runs on. */
  React: typeof ReactNamespace;
  ReactDOMClient: typeof ReactDOMClientNamespace;
  /** Loaded on bootstrap, i.e. only when the portal first shows one of the MF's routes. */
  loadRoot: () => Promise<ReactNamespace.ComponentType>;
}

/**
 * The single-spa lifecycles every micro-frontend exports (STYLE #2: the entry file is the MF's whole public
 * interface). single-spa-react types its lifecycles with single-spa's own types; the signatures here are all
 * the portal relies on.
 */
export function defineMicrofrontend({ React, ReactDOMClient, loadRoot }: MicrofrontendOptions): Lifecycles {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    // Wrapped in a props-less function component: single-spa passes its own props, which our roots don't take.
    loadRootComponent: () => loadRoot().then((Root) => () => React.createElement(Root)),
    errorBoundary: () => React.createElement(AppError),
  }) as unknown as Lifecycles;
  return {
    bootstrap: (props) => lifecycles.bootstrap(props),
    unmount: (props) => lifecycles.unmount(props),
    mount: (props) => {
      recordMount(props.name, React);
      return lifecycles.mount(props);
    },
  };
}
