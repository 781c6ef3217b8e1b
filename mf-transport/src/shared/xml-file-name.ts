import { TRANSPORT_XML_FILE_PREFIX, TRANSPORT_XML_MIME } from '@busdesk/api-contract';
import { saveBlob } from '@busdesk/shared-kit';

/** 002 §9: the XML download is named 'lvc' plus a timestamp (epoch ms, so two downloads never share a name). */
export const xmlFileName = (now: number = Date.now()): string => `${TRANSPORT_XML_FILE_PREFIX}${now}.xml`;

/** Hands a text to the browser as a file download. */
export function saveTextFile(text: string, fileName: string, type = TRANSPORT_XML_MIME): void {
  saveBlob(new Blob([text], { type: `${type};charset=utf-8` }), fileName);
}
