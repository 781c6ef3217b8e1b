import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as browser from './browser';
import type { Endpoint, LazyEndpoint } from './endpoint';
import * as full from './index';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'response' in value && (value as Endpoint).response instanceof z.ZodType;
const isSchema = (value: unknown) => value instanceof z.ZodType;

/**
 * What the full contract has and the browser entry leaves out on purpose: it needs zod to run. Screens reach these by
 * loading the contract (loadContract, shared-kit's loadSchemas) or from their own module ('/partner-config').
 */
const ZOD_BOUND = new Set(['ZEnvelope', 'decodeRealtimeEvent', 'encodeRealtimeEvent', 'TOPIC_EVENTS', 'parsePartnerConfig', 'mergePartnerConfig']);
/**
 * Values declared beside their schemas that no screen imports (the server's webhook headers, limits it enforces …):
 * left there. A screen that needs one moves it to a zod-free file (tsc refuses the import from the browser entry), and
 * a new value of an api file has to be placed here or there: this list is the decision, not an oversight.
 */
const SERVER_SIDE = new Set([
  'TRANSPORT_SECRET_FIELDS',
  'PAYMENT_WEBHOOK_SECRET_GRACE_MS',
  'PAYMENT_WEBHOOK_PATHS',
  'PAYMENT_WEBHOOK_HEADERS',
  'PAYMENT_WEBHOOK_TOLERANCE_SECONDS',
  'TICKET_PLACEHOLDERS',
  'MessageDelivery',
  'TripLockType',
  'NOTIFICATION_TABS',
  'TICKET_SEARCH_LIMIT',
  'MAIL_TEMPLATE_MAX_LENGTH',
  'REPORT_MAX_COUNT',
  'ReportExportState',
  'XLSX_MEDIA_TYPE',
  'STATION_DEPARTURES_LIMIT',
  'WAV_MEDIA_TYPE',
  'TELEPHONY_WEBHOOK_PROVIDERS',
  'telephonyWebhookPath',
  'TELEPHONY_WEBHOOK_HEADERS',
  'TELEPHONY_WEBHOOK_TOLERANCE_SECONDS',
  'SIMULATOR_TELEPHONY_PAGE_PATH',
  'COMPANY_API_PATHS',
  'COMPANY_API_HEADERS',
  'COMPANY_API_TOLERANCE_SECONDS',
]);

describe('the browser entry (ADR 0118)', () => {
  const fullNames = Object.keys(full);
  const endpoints = fullNames.filter((name) => isEndpoint(full[name as keyof typeof full]));

  it('has a lazy twin of every endpoint, at the same address, that loads that very endpoint', async () => {
    expect(endpoints.length).toBeGreaterThan(100);
    for (const name of endpoints) {
      const endpoint = full[name as keyof typeof full] as Endpoint;
      const lazy = (browser as Record<string, unknown>)[name] as LazyEndpoint | undefined;
      expect(lazy, name).toBeDefined();
      expect({ method: lazy?.method, path: lazy?.path, client: lazy?.client }, name).toEqual({
        method: endpoint.method,
        path: endpoint.path,
        client: endpoint.client,
      });
      expect(await lazy?.load(), name).toBe(endpoint);
    }
  });

  it('exports every other value of the contract as it is, but schemas, what needs zod to run and the server’s own', () => {
    const missing = fullNames.filter((name) => {
      const value = full[name as keyof typeof full];
      if (isEndpoint(value) || isSchema(value) || ZOD_BOUND.has(name) || SERVER_SIDE.has(name)) return false;
      return (browser as Record<string, unknown>)[name] !== value;
    });
    expect(missing).toEqual([]);
  });

  it('carries no schema and no endpoint with schemas (negative control: the full index has both)', () => {
    const values = Object.values(browser);
    expect(values.filter((value) => isSchema(value) || isEndpoint(value))).toEqual([]);
    expect(Object.values(full).some(isSchema)).toBe(true);
    expect(endpoints.length).toBeGreaterThan(0);
  });
});
