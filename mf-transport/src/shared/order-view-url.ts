/**
 * The address of an order's view page, what its QR code holds. Without the token: whoever scans it signs in (or
 * passes their own token) to read it (docs/adr/0085).
 */
export function orderViewUrl(id: string, origin: string = window.location.origin): string {
  return `${origin}/transport/view?id=${encodeURIComponent(id)}`;
}
