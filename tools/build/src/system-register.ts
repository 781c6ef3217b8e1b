/**
 * The modules a System.register file imports statically — the first argument of its `System.register([...], …)`, as
 * written (relative file names and import map specifiers) — or null when the code is not a System.register module (a
 * standalone script such as SystemJS itself). Rollup writes that argument as an array of string literals in
 * double quotes, which is JSON; anything else there is an error rather than a module read as having no imports.
 */
export function systemRegisterDependencies(code: string): string[] | null {
  const head = /^System\.register\((\[[^\]]*\])/.exec(code);
  if (!head) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(head[1] ?? '');
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || !parsed.every((d): d is string => typeof d === 'string')) {
    throw new Error(`System.register dependencies not written as an array of strings: ${(head[1] ?? '').slice(0, 120)}`);
  }
  return parsed;
}
