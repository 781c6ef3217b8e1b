// Global setup of the browser tests: builds nothing (the test command built the portal and the server
// already), starts the built server on loopback with fresh data, and one Chromium for every test file.
import type { TestProject } from 'vitest/node';
import { connectBrowser, launchBrowserServer } from './lib/browser';
import { startServer, type RunningServer } from './lib/server';
import type { BrowserServer } from 'playwright-core';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
  }
}

let server: RunningServer | undefined;
let browser: BrowserServer | undefined;

/**
 * Loads the login page once before the tests, so the first test does not also pay for the server's cold
 * start (first reads of the vendor bundles from disk) and fail on a timeout that says nothing about the product.
 */
async function warmUp(wsEndpoint: string, baseUrl: string): Promise<void> {
  const b = await connectBrowser(wsEndpoint);
  try {
    const page = await b.newPage();
    await page.goto(`${baseUrl}/login`, { timeout: 120_000 });
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).waitFor({ timeout: 120_000 });
  } finally {
    await b.close();
  }
}

export async function setup(project: TestProject): Promise<void> {
  server = await startServer();
  try {
    browser = await launchBrowserServer();
    await warmUp(browser.wsEndpoint(), server.baseUrl);
  } catch (err) {
    await teardown();
    throw err;
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('wsEndpoint', browser.wsEndpoint());
  console.log(`e2e: server ${server.baseUrl} (log ${server.logFile}), Chromium ${browser.process().pid}`);
}

export async function teardown(): Promise<void> {
  await browser?.close();
  await server?.stop();
}
