/**
 * PostgreSQL refuses NUL in text parameters with an error that would surface as a 500; a value carrying one can
 * match nothing, so every request that carries one is answered as an invalid field (routes/register-endpoint.ts).
 * Answers the path of the first such field (`tickets.0.note`), looking into nested objects and arrays.
 */
export function findNulField(input: unknown, path = ''): string | undefined {
  if (typeof input === 'string') return input.includes('\u0000') ? path || '(body)' : undefined;
  if (Array.isArray(input)) {
    for (const [i, value] of input.entries()) {
      const found = findNulField(value, path);
      if (found !== undefined) return found || String(i);
    }
    return undefined;
  }
  if (input && typeof input === 'object') {
    for (const [key, value] of Object.entries(input)) {
      const found = findNulField(value, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
