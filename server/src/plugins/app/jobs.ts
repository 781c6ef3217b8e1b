import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPeriodicJobs } from '../../jobs/periodic-jobs';
import { createPeriodicJobsRepository } from '../../repositories/periodic-jobs-repository';

/**
 * The periodic background jobs, once per period across the cluster (docs/adr/0097). Plugins register theirs with
 * `app.jobs.every(…)`; the ticks start when the app is ready and stop before the database closes.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const jobs = createPeriodicJobs({ repo: createPeriodicJobsRepository(app.database), log: app.log, owner: app.instance.id });
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => jobs.start());
    app.addHook('preClose', async () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['database', 'instance'] },
);
