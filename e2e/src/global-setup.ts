// Global setup of the browser tests: builds nothing (the test command built the portal and the server
// already), starts the built server on loopback with fresh data, one Chromium for every test file, and a throwaway
// Kamailio (SIP over WebSocket) for the softphone test.
import type { TestProject } from 'vitest/node';
import { connectBrowser, launchBrowserServer } from './lib/browser';
import { startServer, type RunningServer } from './lib/server';
import { startSipServer, type RunningSipServer, type SipServerInfo } from './lib/sip-server';
import type { BrowserServer } from 'playwright-core';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
    sip: SipServerInfo;
  }
}

let server: RunningServer | undefined;
let browser: BrowserServer | undefined;
let sip: RunningSipServer | undefined;

/**
 * Loads the login page once before the tests, so the first test does not also pay for the server's cold
 * start (first reads of the vendor bundles from disk) and fail on a timeout that says nothing about the product.
 */
async function warmUp(wsEndpoint: string, baseUrl: string): Promise<void> {
  const b = await connectBrowser(wsEndpoint);
  const problems: string[] = [];
  try {
    const page = await b.newPage();
    page.on('response', (res) => {
      if (res.status() >= 400) problems.push(`HTTP ${res.status()} ${res.url()}`);
    });
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    await page.goto(`${baseUrl}/login`, { timeout: 120_000 });
    const submit = page.getByRole('button', { name: 'Đăng nhập', exact: true });
    // Either the form or the shell's "could not load" alert: no point waiting out the timeout on the latter.
    await submit.or(page.getByRole('alert')).first().waitFor({ timeout: 90_000 });
    if (!(await submit.isVisible())) throw new Error(`instead of the form: ${await page.getByRole('alert').first().innerText()}`);
  } catch (err) {
    // Say why the portal did not come up (a missing bundle, a script error) instead of a bare timeout.
    throw new Error(`the login page did not render: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}\n${problems.join('\n')}`);
  } finally {
    await b.close();
  }
}

export async function setup(project: TestProject): Promise<void> {
  server = await startServer();
  try {
    sip = await startSipServer();
    browser = await launchBrowserServer();
    await warmUp(browser.wsEndpoint(), server.baseUrl);
  } catch (err) {
    await teardown();
    throw err;
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('sip', { socketUrl: sip.socketUrl, domain: sip.domain, extensions: sip.extensions });
  console.log(`e2e: server ${server.baseUrl} (log ${server.logFile}), Chromium ${browser.process().pid}, Kamailio ${sip.socketUrl} (log ${sip.logFile})`);
}

export async function teardown(): Promise<void> {
  await browser?.close();
  await sip?.stop();
  await server?.stop();
}
