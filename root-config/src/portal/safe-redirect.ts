/**
 * The in-portal path a `redirect` query value may send the user to after sign-in, or `fallback`.
 * Only same-origin absolute paths pass: '//evil.example' and '/\evil.example' are protocol-relative in
 * browsers, and 'https://…' or 'javascript:' would leave the portal — an open redirect on the login page.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Browsers drop tabs and newlines inside URLs, so '/\t/evil.example' would become '//evil.example'.
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const base = 'http://busdesk.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
