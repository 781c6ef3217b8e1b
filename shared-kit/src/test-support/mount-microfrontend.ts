import type { LifecycleProps, Lifecycles } from '../microfrontend/index';

export interface MountedMicrofrontend {
  /** The element the MF rendered into. */
  element: HTMLElement;
  /** Unmounts through the MF's lifecycle and removes the element. */
  unmount(): Promise<void>;
}

/**
 * Tests only: bootstraps and mounts an MF's single-spa lifecycles with the page at `path`, into a fresh element
 * (single-spa-react renders into props.domElement when given one, as single-spa's parcels do).
 */
export async function mountMicrofrontend(lifecycles: Lifecycles, name: string, path: string): Promise<MountedMicrofrontend> {
  window.history.replaceState(null, '', path);
  const element = document.body.appendChild(document.createElement('div'));
  const props: LifecycleProps & { domElement: HTMLElement } = { name, domElement: element };
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  return {
    element,
    unmount: async () => {
      await lifecycles.unmount(props);
      element.remove();
    },
  };
}
