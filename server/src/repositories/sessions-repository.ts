import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import { sessions, type partners, type partnerUsers } from '../db/schema/index';
import { hashToken, newToken } from '../lib/tokens';
import { prepareQuery, runPrepared } from '../lib/prepared-query';

export interface SessionContext {
  sessionId: string;
  tokenHash: string;
  userId: string;
  partnerId: string;
  role: string;
  name: string;
  username: string;
  routeIds: string[];
  companyId: string | null;
  isActive: boolean;
  /** The password was reset (ADR 0054): the session may only set a new one or log out. */
  mustChangePassword: boolean;
  childPartnerIds: string[];
  /** Own partner first, then its children: the partners whose data this session may see where the seeds allow. */
  visiblePartnerIds: string[];
}

type SessionRow = Pick<SqlRow<typeof partnerUsers>, 'partner_id' | 'role' | 'name' | 'username' | 'route_ids' | 'company_id' | 'is_active' | 'must_change_password'> & {
  session_id: SqlRow<typeof sessions>['id'];
  user_id: SqlRow<typeof partnerUsers>['id'];
  /** array(…) of the partner's children: never null. */
  child_ids: Array<SqlRow<typeof partners>['id']>;
};

/** Prepared once (prepared-query.ts): it runs before every authenticated request and every MQTT subscribe. */
const RESOLVE_SESSION = prepareQuery(
  'resolve_session',
  sql`
    select s.id as session_id, u.id as user_id, u.partner_id, u.role, u.name, u.username, u.route_ids,
           u.company_id, u.is_active, u.must_change_password,
           array(select c.id from partners c where c.parent_id = u.partner_id order by c.id) as child_ids
    from sessions s join partner_users u on u.id = s.user_id
    where s.token_hash = ${sql.placeholder('tokenHash')} and s.revoked_at is null and s.expires_at > ${sql.placeholder('now')}`,
);

export function createSessionsRepository(database: Database, ttlMs: number) {
  const { db } = database;
  return {
    async create(userId: string, meta: { ip?: string; userAgent?: string }): Promise<string> {
      const token = newToken();
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: Date.now() + ttlMs,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
      });
      return token;
    },

    /** One round trip, on every authenticated request: the session, its user (active or not), the partner's children. */
    async resolve(token: string): Promise<SessionContext | null> {
      const tokenHash = hashToken(token);
      const [row] = await runPrepared<SessionRow>(database, RESOLVE_SESSION, { tokenHash, now: Date.now() });
      if (!row) return null;
      const childPartnerIds = row.child_ids ?? [];
      return {
        sessionId: row.session_id,
        tokenHash,
        userId: row.user_id,
        partnerId: row.partner_id,
        role: row.role,
        name: row.name,
        username: row.username,
        routeIds: row.route_ids ?? [],
        companyId: row.company_id,
        isActive: row.is_active,
        mustChangePassword: row.must_change_password,
        childPartnerIds,
        visiblePartnerIds: [row.partner_id, ...childPartnerIds],
      };
    },

    async revoke(sessionId: string): Promise<boolean> {
      const res = await db
        .update(sessions)
        .set({ revokedAt: Date.now() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return res.length > 0;
    },

    /** After a password change: every session of the user except the one making the change. */
    async revokeAllOfUser(userId: string, exceptSessionId?: string): Promise<void> {
      const conds = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (exceptSessionId) conds.push(ne(sessions.id, exceptSessionId));
      await db.update(sessions).set({ revokedAt: Date.now() }).where(and(...conds));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
