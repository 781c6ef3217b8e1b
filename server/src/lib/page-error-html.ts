const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** ours: the way back from a page the session may not open. */
const SIGN_IN = 'Đăng nhập';
const HOME = 'Về trang bán vé';

/**
 * A refused server page (a simulator page opened in a browser by someone who may not see it) as a page, not as the
 * API's JSON envelope: the Vietnamese message, and a link to sign in (401) or back to the portal (otherwise).
 */
export function pageErrorHtml(status: number, message: string): string {
  const link = status === 401 ? `<a href="/login">${SIGN_IN}</a>` : `<a href="/book-ticket">${HOME}</a>`;
  return `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(message)}</title>
<link rel="icon" href="/assets/favicon.svg">
<style>body{font-family:system-ui,sans-serif;margin:48px auto;max-width:640px;color:#1a2433}h1{font-size:20px}a{color:#0b3f91}</style>
</head><body><main><h1>${escapeHtml(message)}</h1><p>${link}</p></main></body></html>`;
}
