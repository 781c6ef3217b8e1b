import { bus } from '@busdesk/shared-kit';
import { startFixtureApiServer, type FixtureApiServer, type FixtureHandler } from '@busdesk/shared-kit/test-support';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { signInAs } from './admin-session';

/** An endpoint's path below `/api`, as the fixture server records it. */
export const fixturePath = (endpoint: { path: string }): string => endpoint.path.replace(/^\/api/, '');

/**
 * A screen test's set-up: a fixture API server answering `routes()` afresh before each test (a test may replace a
 * path with `server().on`), an ADMIN signed in, and everything undone after. Each await crosses a real HTTP round
 * trip and a MUI render on a shared CPU, hence the long waits.
 */
export function useFixtureScreen(routes: () => Record<string, FixtureHandler>): Pick<FixtureApiServer, 'calls' | 'on'> {
  configure({ asyncUtilTimeout: 8_000 });
  vi.setConfig({ testTimeout: 30_000 });
  let server: FixtureApiServer | undefined;
  beforeAll(async () => {
    server = await startFixtureApiServer(routes());
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    server!.requests.length = 0;
    for (const [path, handler] of Object.entries(routes())) server!.on(path, handler);
    signInAs('ADMIN');
  });
  // vitest runs without globals here, so Testing Library cannot register its own cleanup.
  afterEach(() => {
    cleanup();
    bus.session$.next({ status: 'anonymous' });
  });
  return { calls: (path) => server!.calls(path), on: (path, handler) => server!.on(path, handler) };
}
