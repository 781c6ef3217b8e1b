import type { z } from 'zod';
import {
  checkTelecomConfig,
  isTelecomProvider,
  MSG,
  parseTelecomConfigText,
  telecomLineError,
  telecomSecretKeys,
  withoutSecrets,
  type TTelecomCompany,
  type TTelecomNumber,
  type ZTelecomCreateRequest,
  type ZTelecomListRequest,
  type ZTelecomUpdateRequest,
} from '@busdesk/api-contract';
import { badRequest, HttpError, notFound, sqlState } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';
import type { TelecomLineRow, TelecomLineWrite, TelecomRepository } from '../repositories/telecom-repository';

const providerOf = (value: string) => (isTelecomProvider(value) ? value : 'sip');

/** A stored line as the screen may see it: its telecomConfig without secrets, and which secrets are stored. */
function toLine(row: TelecomLineRow): TTelecomNumber {
  const provider = providerOf(row.provider);
  const { config, secretsSet } = withoutSecrets(provider, parseTelecomConfigText(row.telecomConfig) ?? {});
  return {
    id: row.id,
    telecomCompanyId: row.telecomCompanyId,
    telecomCompanyName: row.telecomCompanyName,
    provider,
    number: row.number,
    telecomConfig: JSON.stringify(config),
    secretsSet,
    createdDate: row.createdDate,
  };
}

/**
 * The agency's call-centre extension lines (000 §2.9, §7.5; docs/adr/0056). A line belongs to one agency; its
 * telecomConfig is checked against its telecom company's provider and stored with its secrets, which no answer
 * carries (an empty secret on update keeps the stored one). Numbers are unique across agencies, because a line's
 * calls travel on the MQTT topic line/{number}/calls.
 */
export function createTelecomLinesService(deps: { telecom: TelecomRepository }) {
  async function checked(input: z.output<typeof ZTelecomCreateRequest>, existing: TelecomLineRow | null): Promise<TelecomLineWrite> {
    const lineError = telecomLineError(input);
    if (lineError) throw badRequest(lineError);
    const company = await deps.telecom.company(input.telecomCompanyId);
    if (!company) throw badRequest(MSG.telecom.companyUnknown);
    const provider = providerOf(company.provider);
    const config = parseTelecomConfigText(input.telecomConfig);
    if (!config) throw badRequest(MSG.telecom.configNotJson);
    // Stored secrets are kept only while the line stays with a provider of the same kind.
    const stored = existing && providerOf(existing.provider) === provider ? (parseTelecomConfigText(existing.telecomConfig) ?? {}) : {};
    const storedSecrets = Object.fromEntries(telecomSecretKeys(provider).flatMap((k) => (typeof stored[k] === 'string' ? [[k, stored[k]]] : [])));
    const check = checkTelecomConfig(provider, config, storedSecrets);
    if (!check.ok) throw badRequest(check.message);
    const number = input.number.trim();
    if (await deps.telecom.numberTaken(number, existing?.id)) throw new HttpError(409, MSG.telecom.numberTaken);
    return { telecomCompanyId: company.id, number, telecomConfig: JSON.stringify(check.config) };
  }

  /** A unique-index race (two saves of one number at once) is the same 409 as the check before it. */
  async function saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (sqlState(err) === '23505') throw new HttpError(409, MSG.telecom.numberTaken);
      throw err;
    }
  }

  const reread = async (session: SessionContext, id: string) => {
    const row = await deps.telecom.line(session.partnerId, id);
    if (!row) throw notFound();
    return { result: toLine(row) };
  };

  return {
    async companies(): Promise<{ result: TTelecomCompany[] }> {
      const rows = await deps.telecom.companies();
      return { result: rows.map((c) => ({ telecomCompanyId: c.id, telecomCompanyName: c.name, provider: providerOf(c.provider) })) };
    },
    async list(session: SessionContext, input: z.output<typeof ZTelecomListRequest>) {
      const { rows, total } = await deps.telecom.page(session.partnerId, { page: input.page, count: input.count, number: input.number || undefined });
      return { result: rows.map(toLine), total };
    },
    async create(session: SessionContext, input: z.output<typeof ZTelecomCreateRequest>) {
      const line = await checked(input, null);
      const id = await saving(() => deps.telecom.insert(session.partnerId, line));
      return reread(session, id);
    },
    async update(session: SessionContext, input: z.output<typeof ZTelecomUpdateRequest>) {
      const existing = await deps.telecom.line(session.partnerId, input.id);
      if (!existing) throw notFound();
      const line = await checked(input, existing);
      await saving(() => deps.telecom.update(session.partnerId, input.id, line));
      return reread(session, input.id);
    },
    async remove(session: SessionContext, id: string) {
      if (!(await deps.telecom.remove(session.partnerId, id))) throw notFound();
      return { id };
    },
  };
}

export type TelecomLinesService = ReturnType<typeof createTelecomLinesService>;
