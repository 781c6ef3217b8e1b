import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ChangeDispatcher } from '../../changes/change-dispatcher';
import { createChangeFeed } from '../../changes/change-feed';
import { createChangeEventsRepository } from '../../repositories/change-events-repository';

/**
 * The one change event (ADR 0037): writers record their changes through `app.changes.feed` in their own transaction;
 * the dispatcher hands them to the consumers other plugins add (realtime, bell, messages) after the commit. It starts
 * once every plugin is ready (so no consumer misses a change waiting from before a restart) and stops after the
 * services that write.
 */
export const changesPlugin = fp(
  async (app: FastifyInstance) => {
    const changeEvents = createChangeEventsRepository(app.database);
    const dispatcher = new ChangeDispatcher({
      changeEvents,
      log: app.log,
      // The embedded database has no autovacuum (see ChangeEventsRepository.vacuum).
      vacuumEvery: app.database.kind === 'pglite' ? 5_000 : 0,
    });
    const feed = createChangeFeed(app.database, changeEvents, dispatcher);
    app.decorate('changes', { dispatcher, feed, events: changeEvents });
    app.addHook('onReady', async () => {
      await dispatcher.start();
    });
    app.addHook('onClose', async () => dispatcher.stop());
  },
  { name: 'changes', dependencies: ['database'] },
);
