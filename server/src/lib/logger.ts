/**
 * The logging that domain code needs: pino's (and so Fastify's) logger satisfies it, and domain code does not
 * import a framework type to log a warning.
 */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
