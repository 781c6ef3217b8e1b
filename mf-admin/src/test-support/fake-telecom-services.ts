import {
  checkTelecomConfig,
  MSG,
  parseTelecomConfigText,
  telecomLineError,
  withoutSecrets,
  type TTelecomCompany,
  type TTelecomNumber,
} from '@busdesk/api-contract';
import type { TelecomServices } from '../features/telecom-numbers/telecom-services';

/** Stories and component tests only: the extension-line calls answered in memory with the server's rules. */
export const TELECOM_COMPANIES: TTelecomCompany[] = [
  { telecomCompanyId: 'tc-1', telecomCompanyName: 'Tổng đài Viettel IP', provider: 'sip' },
  { telecomCompanyId: 'tc-3', telecomCompanyName: 'Tổng đài FPT Telecom', provider: 'domain-key' },
  { telecomCompanyId: 'tc-5', telecomCompanyName: 'Tổng đài MobiFone Cloud', provider: 'account-token' },
];

interface StoredLine extends Omit<TTelecomNumber, 'telecomConfig' | 'secretsSet'> {
  config: Record<string, string | boolean>;
}

export function telecomLineFixture(over: Partial<StoredLine> = {}): StoredLine {
  return {
    id: 'tn-1',
    telecomCompanyId: 'tc-1',
    telecomCompanyName: 'Tổng đài Viettel IP',
    provider: 'sip',
    number: '1001',
    config: { domain: 'pbx.bxmd.vn', socketUrl: 'wss://pbx.bxmd.vn:7443', password: 'stored-secret' },
    createdDate: Date.UTC(2026, 10, 20, 2),
    ...over,
  };
}

export interface FakeTelecom extends TelecomServices {
  /** What the fake stores, secrets included (a test checks what was sent). */
  readonly lines: StoredLine[];
}

export function fakeTelecomServices(lines: StoredLine[] = [telecomLineFixture(), telecomLineFixture({ id: 'tn-2', number: '1002', config: { domain: 'pbx.bxmd.vn', socketUrl: 'wss://pbx.bxmd.vn:7443' } })]): FakeTelecom {
  const store = lines.map((l) => ({ ...l, config: { ...l.config } }));
  const shown = (l: StoredLine): TTelecomNumber => {
    const { config: _config, ...rest } = l;
    const { config, secretsSet } = withoutSecrets(l.provider, l.config);
    return { ...rest, telecomConfig: JSON.stringify(config), secretsSet };
  };
  const save = (id: string, body: { telecomCompanyId: string; number: string; telecomConfig?: string | undefined }, existing?: StoredLine): StoredLine => {
    const error = telecomLineError(body);
    if (error) throw new Error(error);
    const company = TELECOM_COMPANIES.find((c) => c.telecomCompanyId === body.telecomCompanyId);
    if (!company) throw new Error(MSG.telecom.companyUnknown);
    if (store.some((l) => l.number === body.number && l.id !== id)) throw new Error(MSG.telecom.numberTaken);
    const stored = existing && existing.provider === company.provider ? Object.fromEntries(Object.entries(existing.config).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};
    const check = checkTelecomConfig(company.provider, parseTelecomConfigText(body.telecomConfig ?? '{}') ?? {}, stored);
    if (!check.ok) throw new Error(check.message);
    return { id, telecomCompanyId: company.telecomCompanyId, telecomCompanyName: company.telecomCompanyName, provider: company.provider, number: body.number, config: check.config, createdDate: existing?.createdDate ?? Date.now() };
  };
  return {
    lines: store,
    async list(page, number) {
      const found = store.filter((l) => !number || l.number.includes(number)).sort((a, b) => a.number.localeCompare(b.number));
      return { result: found.slice(page * 50, page * 50 + 50).map(shown), total: found.length };
    },
    async companies() {
      return TELECOM_COMPANIES;
    },
    async create(body) {
      const line = save(`tn-${store.length + 10}`, body);
      store.push(line);
      return shown(line);
    },
    async update(body) {
      const at = store.findIndex((l) => l.id === body.id);
      if (at < 0) throw new Error(MSG.server.notFound);
      store[at] = save(body.id, body, store[at]);
      return shown(store[at]!);
    },
    async remove(id) {
      const at = store.findIndex((l) => l.id === id);
      if (at < 0) throw new Error(MSG.server.notFound);
      store.splice(at, 1);
    },
  };
}
