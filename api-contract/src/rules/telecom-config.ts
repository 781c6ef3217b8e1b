import { MSG_TELECOM } from '../messages/admin';

/**
 * How a telecom company's lines are configured (000 §2.9, 002 §3's phone line; docs/adr/0056). Each provider
 * takes a fixed set of telecomConfig fields; secrets are write-only (never answered, an empty one keeps the stored
 * value).
 * - sip: our WebRTC softphone over a SIP server (JsSIP ↔ Kamailio): SIP domain/host, WebSocket URL, the
 *   authentication user (the extension number when empty) and its password — sip:{userName || number}@{domain};
 * - domain-key: provider A of 002 (dial with from, to, key, domain), its HTTP API and optional call socket;
 * - voip-secret: provider B (GET /dial with voip, secret, sip, phone; report with token and organization);
 * - account-token: provider C (a token from userName/password, history and recordings by HTTP);
 * - local: the embedded default (docs/adr/0088): no configuration; an ADMIN's simulator page rings the line and
 *   answers its outbound calls, nothing leaves the server ('recorded locally, not delivered').
 */
export const TelecomProvider = { LOCAL: 'local', SIP: 'sip', DOMAIN_KEY: 'domain-key', VOIP_SECRET: 'voip-secret', ACCOUNT_TOKEN: 'account-token' } as const;
export type TTelecomProvider = (typeof TelecomProvider)[keyof typeof TelecomProvider];
export const TELECOM_PROVIDERS: readonly TTelecomProvider[] = Object.values(TelecomProvider);

export type TelecomConfigKey = keyof typeof MSG_TELECOM.configFields;
/** host: a host name with an optional port; url: http(s); ws-url: ws(s); secret: write-only text. */
export type TelecomFieldKind = 'host' | 'text' | 'url' | 'ws-url' | 'secret' | 'boolean';
export interface TelecomConfigField {
  key: TelecomConfigKey;
  kind: TelecomFieldKind;
  required: boolean;
}

const f = (key: TelecomConfigKey, kind: TelecomFieldKind, required: boolean): TelecomConfigField => ({ key, kind, required });

export const TELECOM_CONFIG_FIELDS: Readonly<Record<TTelecomProvider, readonly TelecomConfigField[]>> = {
  local: [],
  sip: [f('domain', 'host', true), f('socketUrl', 'ws-url', true), f('userName', 'text', false), f('password', 'secret', true)],
  'domain-key': [f('domain', 'host', true), f('httpUrl', 'url', true), f('key', 'secret', true), f('socketUrl', 'ws-url', false), f('useAnVuiSocket', 'boolean', false)],
  'voip-secret': [f('urlHttpService', 'url', true), f('secret', 'secret', true), f('urlReport', 'url', false), f('organization', 'text', false), f('token', 'secret', false)],
  'account-token': [f('httpUrl', 'url', true), f('userName', 'text', true), f('password', 'secret', true)],
};

export const isTelecomProvider = (value: unknown): value is TTelecomProvider => TELECOM_PROVIDERS.includes(value as TTelecomProvider);

export type TelecomConfigValue = string | boolean;
export type TelecomConfig = Record<string, TelecomConfigValue>;

const MAX_TEXT = 500;
const HOST = /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?$/;

function validUrl(value: string, protocols: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

function validValue(kind: TelecomFieldKind, value: string): boolean {
  if (value.length > MAX_TEXT) return false;
  if (kind === 'host') return HOST.test(value);
  if (kind === 'url') return validUrl(value, ['http:', 'https:']);
  if (kind === 'ws-url') return validUrl(value, ['ws:', 'wss:']);
  return true;
}

/** A telecomConfig field's name as a label or a list shows it ('Tên miền / máy chủ SIP'); an unknown key as it is. */
export function telecomConfigFieldLabel(key: string): string {
  const label = (MSG_TELECOM.configFields as Record<string, string | undefined>)[key];
  return label ? `${label.charAt(0).toUpperCase()}${label.slice(1)}` : key;
}

/** Parses telecomConfig JSON text into an object (null: not JSON, or not an object). */
export function parseTelecomConfigText(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text.trim() === '' ? '{}' : text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A refused config names the field it is about (absent for a field the provider does not have), so a form can mark it. */
export type TelecomConfigCheck = { ok: true; config: TelecomConfig } | { ok: false; message: string; field?: string };

/**
 * Checks a line's telecomConfig against its provider's fields: no unknown field, text trimmed, addresses that parse,
 * required fields present. A secret left empty keeps the stored one (`storedSecrets`: the secrets already saved, by
 * key); a required secret with nothing stored is missing. The answer holds the config to store (secrets included).
 */
export function checkTelecomConfig(provider: TTelecomProvider, input: Record<string, unknown>, storedSecrets: Readonly<Record<string, string>> = {}): TelecomConfigCheck {
  const fields = TELECOM_CONFIG_FIELDS[provider];
  for (const key of Object.keys(input)) if (!fields.some((x) => x.key === key)) return { ok: false, message: MSG_TELECOM.configUnknownField(key) };
  const config: TelecomConfig = {};
  for (const field of fields) {
    const label = MSG_TELECOM.configFields[field.key];
    const raw = input[field.key];
    if (field.kind === 'boolean') {
      if (raw === undefined || raw === null || raw === '') continue;
      if (typeof raw !== 'boolean') return { ok: false, message: MSG_TELECOM.configInvalid(label), field: field.key };
      config[field.key] = raw;
      continue;
    }
    if (raw !== undefined && raw !== null && typeof raw !== 'string') return { ok: false, message: MSG_TELECOM.configInvalid(label), field: field.key };
    let value = (raw ?? '').trim();
    if (value === '' && field.kind === 'secret') value = storedSecrets[field.key] ?? '';
    if (value === '') {
      if (field.required) return { ok: false, message: MSG_TELECOM.configRequired(label), field: field.key };
      continue;
    }
    if (!validValue(field.kind, value)) return { ok: false, message: MSG_TELECOM.configInvalid(label), field: field.key };
    config[field.key] = value;
  }
  return { ok: true, config };
}

/** The secret fields of a provider (never sent back). */
export const telecomSecretKeys = (provider: TTelecomProvider): TelecomConfigKey[] =>
  TELECOM_CONFIG_FIELDS[provider].filter((x) => x.kind === 'secret').map((x) => x.key);

/** Splits a stored config into what may be shown and the names of the secrets it holds. */
export function withoutSecrets(provider: TTelecomProvider, config: Record<string, unknown>): { config: Record<string, unknown>; secretsSet: string[] } {
  const secrets = new Set<string>(telecomSecretKeys(provider));
  const shown: Record<string, unknown> = {};
  const secretsSet: string[] = [];
  for (const [key, value] of Object.entries(config)) {
    // Secrets of any provider are withheld: a line moved to another provider may still hold one in storage.
    if (secrets.has(key) || ['password', 'key', 'secret', 'token'].includes(key)) {
      if (typeof value === 'string' && value !== '' && secrets.has(key)) secretsSet.push(key);
      continue;
    }
    shown[key] = value;
  }
  return { config: shown, secretsSet };
}

/** Extension number (000 §2.9): 2 to 15 digits. */
export const TELECOM_NUMBER_REGEX = /^[0-9]{2,15}$/;

/** The line's own fields: a telecom company and a number; the first problem that applies (its field and message), or null. */
export function telecomLineProblem(line: { telecomCompanyId: string; number: string }): { field: 'telecomCompanyId' | 'number'; message: string } | null {
  if (!line.telecomCompanyId.trim()) return { field: 'telecomCompanyId', message: MSG_TELECOM.companyRequired };
  const number = line.number.trim();
  if (!number) return { field: 'number', message: MSG_TELECOM.numberRequired };
  if (!TELECOM_NUMBER_REGEX.test(number)) return { field: 'number', message: MSG_TELECOM.numberInvalid };
  return null;
}

/** The first message of `telecomLineProblem`, or null. */
export const telecomLineError = (line: { telecomCompanyId: string; number: string }): string | null => telecomLineProblem(line)?.message ?? null;
