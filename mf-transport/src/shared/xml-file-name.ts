/** 002 §9: the XML download is named 'lvc' plus a timestamp (epoch ms, so two downloads never share a name). */
export const xmlFileName = (now: number = Date.now()): string => `lvc${now}.xml`;

/** Hands a text to the browser as a file download. */
export function saveTextFile(text: string, fileName: string, type = 'text/xml'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
