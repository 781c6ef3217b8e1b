// Global setup of the browser tests: builds nothing (the test command built the portal and the server
// already), starts the built server on loopback with fresh data, and one Chromium for every test file.
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './lib/browser';
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

export async function setup(project: TestProject): Promise<void> {
  server = await startServer();
  browser = await launchBrowserServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('wsEndpoint', browser.wsEndpoint());
  console.log(`e2e: server ${server.baseUrl} (log ${server.logFile}), Chromium ${browser.process().pid}`);
}

export async function teardown(): Promise<void> {
  await browser?.close();
  await server?.stop();
}
