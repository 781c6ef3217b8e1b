// The composed portal runs one React, one shared-kit and one event bus whatever MFs are mounted
// (issue 2, DESIGN.md §3). Proved from the outside: React DOM registers every copy of itself with the
// DevTools hook, so a stand-in hook counts renderer copies; resource timing shows how often the import
// map's shared-kit file was fetched; MFs record the bus and React they saw in window.__BUSDESK_MOUNTS__.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS } from './lib/texts';
import { navbar, openUserMenu, usePortal } from './lib/portal';

const portal = usePortal();

interface PageFacts {
  mountedApps: string[];
  reactRenderers: number;
  rendererOfRoots: number[];
  /** How many times the import map's shared-kit file was fetched. */
  sharedKitLoads: number;
  busInstanceId: string | undefined;
  mounts: { app: string; busInstanceId?: string; sameReact: boolean }[] | undefined;
}

/** Installed before any page script: the minimal DevTools hook React DOM looks for and injects into. */
function installReactHook(): void {
  const renderers = new Map<number, unknown>();
  const roots = new Map<unknown, number>();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      renderers,
      roots,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        const id = renderers.size + 1;
        renderers.set(id, renderer);
        return id;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot(id: number, root: unknown) {
        roots.set(root, id);
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    },
  });
}

async function collectFacts(page: Page): Promise<PageFacts> {
  return page.evaluate(async () => {
    interface SystemLike {
      import(name: string): Promise<{ getMountedApps(): string[] }>;
      resolve(name: string): string;
    }
    interface Mount {
      app?: string;
      name?: string;
      busInstanceId?: string;
      react?: unknown;
    }
    const w = window as unknown as {
      System: SystemLike;
      __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown>; roots: Map<unknown, number> };
      __BUSDESK_BUS__?: { instanceId?: string; busInstanceId?: string };
      __BUSDESK_MOUNTS__?: Mount[];
    };
    const singleSpa = await w.System.import('single-spa');
    const hook = w.__REACT_DEVTOOLS_GLOBAL_HOOK__;
    const mounts = w.__BUSDESK_MOUNTS__;
    const firstReact = mounts?.[0]?.react;
    return {
      mountedApps: singleSpa.getMountedApps(),
      reactRenderers: hook.renderers.size,
      rendererOfRoots: [...hook.roots.values()],
      sharedKitLoads: performance.getEntriesByType('resource').filter((e) => e.name === w.System.resolve('@busdesk/shared-kit')).length,
      busInstanceId: w.__BUSDESK_BUS__?.instanceId ?? w.__BUSDESK_BUS__?.busInstanceId,
      mounts: mounts?.map((m) => ({ app: m.app ?? m.name ?? '?', busInstanceId: m.busInstanceId, sameReact: m.react === firstReact })),
    };
  });
}

describe('shared instances', () => {
  it('runs one React, one shared-kit and one bus across two mounted MFs and a route change', async () => {
    const page = await portal.signedInPage(ACCOUNTS.admin);
    await page.addInitScript(installReactHook);
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));

    await page.goto('/book-ticket');
    await expect.poll(() => navbar(page).isVisible()).toBe(true);
    await expect.poll(async () => (await collectFacts(page)).mountedApps.some((a) => a.includes('mf-sales'))).toBe(true);
    const first = await collectFacts(page);

    // The shell's layout and mf-sales are mounted side by side.
    expect(first.mountedApps.length).toBeGreaterThanOrEqual(2);
    expect(first.reactRenderers).toBe(1);
    expect(new Set(first.rendererOfRoots)).toEqual(new Set([1]));
    expect(first.rendererOfRoots.length).toBeGreaterThanOrEqual(2);
    expect(first.sharedKitLoads).toBe(1);
    expect(first.busInstanceId).toBeTruthy();

    // Client-side navigation to another MF (mf-admin) keeps the same React and the same bus.
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Đổi mật khẩu' }).click();
    await page.waitForURL((url) => url.pathname === '/manage/edit-profile');
    await expect.poll(async () => (await collectFacts(page)).mountedApps.some((a) => a.includes('mf-admin'))).toBe(true);
    const second = await collectFacts(page);
    expect(second.reactRenderers).toBe(1);
    expect(second.sharedKitLoads).toBe(1);
    expect(second.busInstanceId).toBe(first.busInstanceId);

    // Every MF records its mount (window.__BUSDESK_MOUNTS__): all saw this one bus and this one React.
    const recorded = new Set((second.mounts ?? []).map((m) => m.app));
    expect([...recorded].filter((app) => /mf-sales|mf-admin/.test(app)).length).toBe(2);
    for (const mount of second.mounts ?? []) {
      expect(mount.busInstanceId, mount.app).toBe(first.busInstanceId);
      expect(mount.sameReact, mount.app).toBe(true);
    }
    expect(pageErrors).toEqual([]);
  });
});
