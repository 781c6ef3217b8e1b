/**
 * Hands data to the browser as a file download (an Excel export, a transport order's XML): a hidden link to an object
 * URL, clicked once. The URL is revoked later, not at once: revoking synchronously can cancel the download in some
 * browsers.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
