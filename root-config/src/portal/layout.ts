import { LOGIN_ROUTE, NOT_FOUND_ROUTE, type MfName, type RouteDef } from '@busdesk/api-contract/core';
import type { LifeCycles } from 'single-spa';

/**
 * The portal in one file (STYLE #1): the page frame, and which application is mounted in which slot on which
 * routes. Routes come from the route table in api-contract; the guard (resolve-navigation.ts) decides the
 * route, this table only says who shows it.
 *
 * Frame: the chrome (navbar, greeting) and the sidebar are filled on layout routes only; every screen, the
 * login page and the 404 page included, mounts in the content slot; the softphone floats in the overlay. An
 * application's element is as tall as the content slot, so a screen may fill exactly the space left by the
 * chrome (the sales screen does: docs/adr/0043); a taller screen overflows it and the slot scrolls. An application's
 * element stays in the slot after it unmounts (single-spa may mount it again), empty: it then takes no room, or the
 * next screen would start a whole slot's height down.
 */
export const FRAME_HTML = `
<div class="busdesk-frame">
  <div id="busdesk-chrome"></div>
  <div class="busdesk-body">
    <div id="busdesk-sidebar"></div>
    <main id="busdesk-content"></main>
  </div>
  <div id="busdesk-overlay"></div>
</div>`;

export const FRAME_CSS = `
html, body { margin: 0; height: 100%; }
.busdesk-frame { display: flex; flex-direction: column; height: 100vh; }
.busdesk-body { display: flex; flex: 1; min-height: 0; }
#busdesk-sidebar { flex-shrink: 0; overflow-y: auto; }
#busdesk-content { flex: 1; min-width: 0; overflow: auto; }
#busdesk-content > div { height: 100%; }
#busdesk-content > div:empty { display: none; }
#busdesk-overlay { position: fixed; right: 16px; bottom: 16px; z-index: 1200; }`;

export type Slot = 'chrome' | 'content' | 'overlay';

/** What every application of the portal gets from single-spa beside its name: the element it renders into. */
export interface PortalAppProps {
  domElementGetter: () => HTMLElement;
}

export interface PortalApplication {
  name: string;
  slot: Slot;
  /** Whether the application shows for the route the guard settled on. */
  shows: (route: RouteDef) => boolean;
  load: () => Promise<LifeCycles<PortalAppProps>>;
}

/** The import map names each micro-frontend `@busdesk/<package>`; SystemJS loads it (index.html loads SystemJS). */
interface SystemLoader {
  import: (id: string) => Promise<LifeCycles>;
}
const systemImport = (id: string): Promise<LifeCycles> => (globalThis as unknown as { System: SystemLoader }).System.import(id);

const microfrontend = (mf: Exclude<MfName, 'shell'>): PortalApplication => ({
  name: `@busdesk/${mf}`,
  slot: 'content',
  shows: (route) => route.mf === mf,
  load: () => systemImport(`@busdesk/${mf}`),
});

export const APPLICATIONS: readonly PortalApplication[] = [
  // The shell's own screens are React apps inside root-config, each its own chunk so /login loads no navbar.
  {
    name: '@busdesk/shell-layout',
    slot: 'chrome',
    shows: (route) => route.layout,
    load: () => import('./apps/layout-app').then((m) => m.layoutApp),
  },
  {
    name: '@busdesk/shell-login',
    slot: 'content',
    shows: (route) => route.path === LOGIN_ROUTE,
    load: () => import('./apps/login-app').then((m) => m.loginApp),
  },
  {
    name: '@busdesk/shell-not-found',
    slot: 'content',
    shows: (route) => route.path === NOT_FOUND_ROUTE,
    load: () => import('./apps/not-found-app').then((m) => m.notFoundApp),
  },
  microfrontend('mf-sales'),
  microfrontend('mf-reports'),
  microfrontend('mf-transport'),
  microfrontend('mf-admin'),
  // The softphone has no route of its own: it floats beside every layout screen (002: shown to users with lines).
  { ...microfrontend('mf-telephony'), slot: 'overlay', shows: (route) => route.layout },
];

/**
 * Puts the frame into the page once: into index.html's #busdesk-root (whose loading spinner hides as soon as
 * the root is no longer empty), or at the top of the body on a page without one.
 */
export function mountFrame(doc: Document = document): void {
  if (doc.querySelector('.busdesk-frame')) return;
  const style = doc.createElement('style');
  style.textContent = FRAME_CSS;
  doc.head.appendChild(style);
  (doc.getElementById('busdesk-root') ?? doc.body).insertAdjacentHTML('afterbegin', FRAME_HTML.trim());
}

/**
 * The element an application renders into: its own child of its slot, because React roots cannot share a
 * container and two apps may be mounted in one slot while single-spa swaps them.
 */
export function applicationElement(app: Pick<PortalApplication, 'name' | 'slot'>, doc: Document = document): HTMLElement {
  const id = `single-spa-application:${app.name}`;
  const existing = doc.getElementById(id);
  if (existing) return existing;
  const slot = doc.getElementById(`busdesk-${app.slot}`);
  if (!slot) throw new Error(`Busdesk frame slot "${app.slot}" is missing; mountFrame() must run first`);
  const element = doc.createElement('div');
  element.id = id;
  slot.appendChild(element);
  return element;
}
