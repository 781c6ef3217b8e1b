import { closeListeners, listenOnLoopback } from './realtime-listener';
import { poster } from './sales-booking-fixtures';
import { createTestApp, login, type TestApp } from './test-app';

/** The demo accounts a realtime test signs in as (server/src/db/seed/demo-accounts.ts). */
const PASSWORDS = { admin: 'admin123', staff: 'staff123', quaymoi: 'quaymoi123', admin2: 'admin123' } as const;
export type DemoUser = keyof typeof PASSWORDS;

export interface LoopbackApp {
  t: TestApp;
  /** The app's address on 127.0.0.1, for MQTT over WebSocket. */
  url: string;
  post: ReturnType<typeof poster>;
  /** A session token per signed-in user. */
  tokens: Record<string, string>;
}

/** A test app listening on loopback (for the realtime listeners) with `users` signed in. */
export async function startLoopbackApp(users: readonly DemoUser[]): Promise<LoopbackApp> {
  const t = await createTestApp();
  const url = await listenOnLoopback(t.app);
  const tokens: Record<string, string> = {};
  for (const user of users) tokens[user] = await login(t.app, user, PASSWORDS[user]);
  return { t, url, post: poster(t.app), tokens };
}

/** Closes the listeners, then the app. */
export async function stopLoopbackApp(t: TestApp): Promise<void> {
  await closeListeners();
  await t.close();
}
