// The live dashboard's e2e files (dashboard-live-children, dashboard-live-bills) open /dashboard the same way and
// read the same figures from the server.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Portal } from './portal';
import { socketStatus } from './realtime';

/** The dashboard's title (ours: mf-admin features/dashboard/labels.ts). */
export const DASHBOARD_TITLE = 'Tổng quan';
export const DASHBOARD_PATH = '/api/partner/report/dashboard';

/** The dashboard open at 1366×768, with the realtime frames its page receives (as text, MQTT headers and all). */
export async function openDashboard(portal: Portal, account: { username: string; password: string }): Promise<{ board: Page; frames: string[] }> {
  const board = await portal.signedInPage(account, { viewport: { width: 1366, height: 768 } });
  const frames: string[] = [];
  board.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => frames.push(typeof payload === 'string' ? payload : payload.toString('utf8'))));
  await board.goto('/dashboard');
  await board.getByRole('heading', { level: 1, name: DASHBOARD_TITLE }).waitFor();
  // Live means through the page's realtime connection; its first 'connected' reloads the figures once (ADR 0114).
  await expect.poll(() => socketStatus(board), { timeout: 20_000 }).toBe('connected');
  return { board, frames };
}
