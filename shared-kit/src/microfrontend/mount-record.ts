import { bus } from '../bus/index';

/** One entry per mount: which bus and which React the micro-frontend saw. */
export interface MountRecord {
  app: string;
  busInstanceId: string;
  reactVersion: string;
  /**
   * An identity token of the React the MF itself imported (its createElement function): two records hold the
   * same token only if they use the same React module, not merely the same version.
   */
  react: unknown;
}

declare global {
  var __BUSDESK_MOUNTS__: MountRecord[] | undefined;
}

/**
 * Why: the portal promises one React and one shared-kit per page whichever MFs are mounted (DESIGN §3); a
 * bundling slip would silently give an MF its own copies. The e2e suite mounts MFs and compares these records:
 * equal busInstanceId ⇔ one shared-kit bus, identical `react` ⇔ one React.
 */
export function recordMount(app: string, react: { version: string; createElement: unknown }): void {
  (globalThis.__BUSDESK_MOUNTS__ ??= []).push({
    app,
    busInstanceId: bus.instanceId,
    reactVersion: react.version,
    react: react.createElement,
  });
}
