import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  Channel,
  MSG,
  type TCollectionRoute,
  type TCollectionZnsResponse,
  type TSendCollectionZnsResponse,
  type ZCollectionRoutesRequest,
  type ZSendCollectionZnsRequest,
} from '@busdesk/api-contract';
import type { SqlRunner } from '../db/sql';
import type { SqlRow } from '../db/row-types';
import type { PlatformLockByTime, routes } from '../db/schema/index';
import { inList } from '../db/sql';
import { HttpError } from '../lib/http-error';
import type { MessagingService } from '../messaging/messaging-service';
import type { SessionContext } from '../repositories/sessions-repository';
import type { ReportScope } from './report-scope';

/** The collection report's Zalo send (docs/adr/0069): one configured partner account and its default template. */
export interface CollectionZnsConfig {
  /** The partner (agency) allowed to send; null: nobody. */
  partnerId: string | null;
  /** The template preselected (002 §5 'chosen by a fixed id'); null: none. */
  templateId: string | null;
}

type RouteLockColumns = Pick<SqlRow<typeof routes>, 'list_lock_route' | 'lock_platform_by_time'>;

/**
 * Whether a route is open to the partner platform on a business day (002 §2: the route list "excludes routes locked
 * for the partner platform or locked by a time range covering the chosen day"). A range is 'yyyyMMdd-yyyyMMdd',
 * both days included; one that does not read as two days locks nothing (it covers no day we can name).
 */
export function isRouteOpenOn(route: RouteLockColumns, date: number, platform: number = Channel.PARTNER): boolean {
  if (route.list_lock_route.includes(platform)) return false;
  return !route.lock_platform_by_time.some((lock: PlatformLockByTime) => {
    if (lock.platform !== platform) return false;
    const m = /^(\d{8})-(\d{8})$/.exec(lock.range.trim());
    return m !== null && Number(m[1]) <= date && date <= Number(m[2]);
  });
}

/**
 * 002 §7 'Routes list' for the collection report's route filter: the company's active routes that any partner of the
 * scope is authorised to sell, open on the day, by name.
 */
export async function collectionRoutes(runner: SqlRunner, scope: ReportScope, input: z.output<typeof ZCollectionRoutesRequest>): Promise<{ routes: TCollectionRoute[] }> {
  const rows = await runner.rows<Pick<SqlRow<typeof routes>, 'id' | 'name' | 'route_id_gtvt' | 'company_id'> & RouteLockColumns>(sql`
    select r.id, r.name, r.route_id_gtvt, r.company_id, r.list_lock_route, r.lock_platform_by_time
    from routes r
    where r.company_id = ${input.companyId} and r.is_active
      and exists (select 1 from partner_routes pr where pr.route_id = r.id and pr.partner_id in ${inList(scope.partnerIds)})`);
  return {
    routes: rows
      .filter((r) => isRouteOpenOn(r, input.date))
      .sort((a, b) => a.name.localeCompare(b.name, 'vi'))
      .map((r) => ({ id: r.id, routeName: r.name, routeIdGTVT: r.route_id_gtvt, companyId: r.company_id })),
  };
}

const allowed = (config: CollectionZnsConfig, session: SessionContext) => config.partnerId !== null && session.partnerId === config.partnerId;

/** Whether this agency sends Zalo messages from the report, its templates, and the configured default. */
export async function collectionZns(messaging: Pick<MessagingService, 'znsTemplates'>, config: CollectionZnsConfig, session: SessionContext): Promise<TCollectionZnsResponse> {
  if (!allowed(config, session)) return { enabled: false, defaultTemplateId: null, templates: [] };
  const { templates } = await messaging.znsTemplates(session);
  const preset = templates.find((t) => t.id === config.templateId);
  return { enabled: true, defaultTemplateId: preset ? preset.id : null, templates };
}

/**
 * The send of 002 §7 'Send ZNS' from the report: refused (403) to any agency but the configured one; otherwise the
 * messaging service sends and records each message (zns_records, the ticket's log) as the sales screen's send does.
 */
export async function sendCollectionZns(
  messaging: Pick<MessagingService, 'sendZns'>,
  config: CollectionZnsConfig,
  session: SessionContext,
  input: z.output<typeof ZSendCollectionZnsRequest>,
): Promise<TSendCollectionZnsResponse> {
  if (!allowed(config, session)) throw new HttpError(403, MSG.reports.znsSendNotAllowed);
  const { sends } = await messaging.sendZns(session, { messageType: input.messageContentType, ticketIds: input.ticketIds });
  return {
    delivered: sends.filter((s) => s.delivery === 'delivered').length,
    failed: sends.filter((s) => s.delivery === 'failed').length,
    local: sends.filter((s) => s.delivery === 'local').length,
  };
}
