// Zod-free (the API clients judge every answer with it before the schemas are loaded); the envelope's schemas are in
// envelope.ts.

/** Body codes that v1/v2 clients treat as success (000 §7.1). */
export const SUCCESS_CODES = [200, 201, 202] as const;
export const isSuccessCode = (code: unknown): boolean =>
  typeof code === 'number' && (SUCCESS_CODES as readonly number[]).includes(code);
