import { buildApp } from './app';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import { loadEnv } from './env';

/** Starts the server: prints the URL and demo accounts; SIGTERM/SIGINT stop it gracefully. */
export async function main(): Promise<void> {
  const env = loadEnv();
  const started = Date.now();
  const app = await buildApp({ env });
  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  app.log.info({ ms: Date.now() - started, database: app.database.kind, instance: app.instance.id, cluster: Boolean(env.REDIS_URL) }, 'ready');
  const lines = [
    '',
    `Busdesk is running at http://${shown}:${port}`,
    `  API docs: http://${shown}:${port}/docs`,
    '  Demo accounts:',
    ...DEMO_ACCOUNTS.map((a) => `    ${a.username} / ${a.password}  — ${a.description}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: env.DRAIN_DELAY_MS }, 'shutting down');
    // Draining first (docs/adr/0098): /ready answers 503 while the server still serves, so a proxy that checks it
    // sends new requests elsewhere; then app.close stops accepting, lets in-flight requests finish, and closes the
    // broker (its clients reconnect through the proxy to another instance) and the database.
    app.instance.drain();
    const force = setTimeout(() => process.exit(1), env.DRAIN_DELAY_MS + 15_000);
    force.unref();
    new Promise((resolve) => setTimeout(resolve, env.DRAIN_DELAY_MS)).then(() => app.close()).then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Busdesk failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
