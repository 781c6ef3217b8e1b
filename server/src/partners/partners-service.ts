import type { z } from 'zod';
import {
  mergePartnerConfig,
  parsePartnerConfig,
  POINT_TYPE_LABELS,
  Role,
  TRANSPORT_SECRET_FIELDS,
  type TAdminConfig,
  type TPartnerConfigEvent,
  type TTicketSaleConfig,
  type TTransportConfigView,
  type ZTransportConfig,
  type ZUpdatePartnerRequest,
} from '@busdesk/api-contract';
import type { TransportConfig } from '../db/schema/index';
import { notFound } from '../lib/http-error';
import type { Logger } from '../lib/logger';
import type { PartnersRepository } from '../repositories/partners-repository';
import type { SessionContext } from '../repositories/sessions-repository';

export interface PartnersDeps {
  partners: PartnersRepository;
  log: Logger;
  /** Tells the agency's open screens its configuration changed (partner/{id}/config, ADR 0053). */
  publishConfig: (event: TPartnerConfigEvent) => Promise<void>;
}

/** The sales screen's own switches (001 §2.1): the only keys a STAFF user's self-update may change. */
const SELF_SWITCHES = ['hideTripOvertime', 'displayTripNewStyle', 'showTripHasDriversAndVehicle'] as const;

/** The stored transport configuration as answers carry it: the secrets left out, whether each is set (ADR 0053). */
export function transportConfigView(stored: TransportConfig): TTransportConfigView {
  const { password, futaSecret, ...rest } = stored;
  return { ...rest, hasPassword: Boolean(password), hasFutaSecret: Boolean(futaSecret) };
}

/** The sent transport fields over the stored ones; an empty or missing secret keeps the stored secret (000 §2.7). */
export function mergeTransportConfig(stored: TransportConfig, sent: z.output<typeof ZTransportConfig>): TransportConfig {
  const next: TransportConfig = { ...stored };
  for (const [key, value] of Object.entries(sent) as Array<[keyof TransportConfig, string | undefined]>) {
    if (value === undefined) continue;
    if ((TRANSPORT_SECRET_FIELDS as readonly string[]).includes(key) && value === '') continue;
    next[key] = value;
  }
  return next;
}

/** The typed 'Cấu hình bán vé' fields written into the config text; unknown keys and the print count are kept. */
export function applyTicketConfig(text: string, ticket: TTicketSaleConfig): string {
  const current = parsePartnerConfig(text);
  const pointTypes = [...new Set(ticket.pointTypes)].sort();
  return mergePartnerConfig(text, {
    phoneHidden: ticket.phoneHidden,
    fullNameHidden: ticket.fullNameHidden,
    emailHidden: ticket.emailHidden,
    pointType: pointTypes.map((value) => ({ value, label: POINT_TYPE_LABELS[value] })),
    printTicket: { limit: ticket.printLimit ?? 0, current: current.printTicket.current },
    blockSearchKeywords: [...new Set(ticket.blockSearchKeywords)],
  });
}

/** The agency's own settings and the portal's branding (000 §2.6, §2.7, §7). */
export function createPartnersService(deps: PartnersDeps) {
  const infoOf = async (partnerId: string) => {
    const partner = await deps.partners.info(partnerId);
    if (!partner) throw notFound();
    return partner;
  };
  /** After a save: the agency's open screens hear of it; a failed publish never fails the save (they read it on reload). */
  const announce = async (partner: Awaited<ReturnType<typeof infoOf>>) => {
    try {
      await deps.publishConfig({ type: 'partner-config', partnerId: partner.info.id, config: partner.info.config, isAutoApproveRoutes: partner.info.isAutoApproveRoutes });
    } catch (err) {
      deps.log.warn({ err, partnerId: partner.info.id }, 'partner config publish failed');
    }
  };
  return {
    /**
     * Any user saves the sales screen's own switches (the partner config JSON text). An ADMIN's text is saved as
     * sent; a STAFF user's changes only the switches, the rest of the stored text is kept (the ADMIN's settings —
     * hidden fields, pick-up types, print limit, blocked keywords — are not theirs to change, ADR 0053).
     */
    async selfUpdate(session: SessionContext, config: string) {
      let next = config;
      if (session.role !== Role.ADMIN) {
        const sent = JSON.parse(config) as Record<string, unknown>;
        const stored = (await infoOf(session.partnerId)).info.config;
        next = mergePartnerConfig(stored, Object.fromEntries(SELF_SWITCHES.filter((key) => key in sent).map((key) => [key, sent[key]])));
      }
      await deps.partners.update(session.partnerId, { config: next });
      const partner = await infoOf(session.partnerId);
      await announce(partner);
      return { partner: partner.info };
    },

    /** The ADMIN's partner settings; the body's partnerId is ignored in favour of the session's (tenancy rule). */
    async update(session: SessionContext, input: z.output<typeof ZUpdatePartnerRequest>) {
      const before = await infoOf(session.partnerId);
      let config = input.config;
      if (input.ticketConfig) config = applyTicketConfig(config ?? before.info.config, input.ticketConfig);
      const transportConfig = input.transportConfig ? mergeTransportConfig(before.transportConfig, input.transportConfig) : undefined;
      await deps.partners.update(session.partnerId, { config, isAutoApproveRoutes: input.isAutoApproveRoutes, transportConfig });
      const partner = await infoOf(session.partnerId);
      await announce(partner);
      return { partner: partner.info, transportConfig: transportConfigView(partner.transportConfig) };
    },

    /**
     * A parent station may read its children's detail; any other partner id is "not found". The transport
     * configuration (never its secrets) comes only to an ADMIN (000 §6).
     */
    async detail(session: SessionContext, partnerId: string | undefined) {
      const wanted = partnerId ?? session.partnerId;
      if (!session.visiblePartnerIds.includes(wanted)) throw notFound();
      const partner = await infoOf(wanted);
      return session.role === Role.ADMIN ? { partner: partner.info, transportConfig: transportConfigView(partner.transportConfig) } : { partner: partner.info };
    },

    /** The sign-in page's branding for a domain (the default row '*' when the domain has none). */
    async adminConfig(domain: string) {
      const text = await deps.partners.adminConfig(domain);
      let adminConfig: TAdminConfig = {};
      if (text) {
        try {
          adminConfig = JSON.parse(text) as TAdminConfig;
        } catch {
          deps.log.warn({ domain }, 'admin config is not JSON');
        }
      }
      return { adminConfig };
    },
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;
