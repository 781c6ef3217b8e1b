import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** This server process among the instances of a cluster (docs/adr/0098). */
export interface InstanceState {
  /** INSTANCE_ID, else host, process id and a random suffix (several apps may share one process in tests). */
  readonly id: string;
  /** True once a stop began: /ready answers 503 so a proxy with health checks sends new requests elsewhere. */
  readonly draining: boolean;
  drain(): void;
}

export const instancePlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    const state: InstanceState = {
      id: app.env.INSTANCE_ID ?? `${os.hostname()}-${process.pid}-${randomBytes(2).toString('hex')}`,
      get draining() {
        return draining;
      },
      drain() {
        draining = true;
      },
    };
    app.decorate('instance', state);
    app.addHook('preClose', async () => state.drain());
  },
  { name: 'instance' },
);
