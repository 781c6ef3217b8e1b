import { MSG } from '@busdesk/api-contract';
import { notify } from '@busdesk/shared-kit';
import type { OrderDetailServices } from './order-detail-services';
import { saveTextFile, xmlFileName } from './xml-file-name';

/** 'Tải XML': the stored XML as it was signed, saved as lvc<timestamp>.xml; a failure says why. */
export async function downloadOrderXml(xml: OrderDetailServices['xml'], id: string): Promise<void> {
  try {
    saveTextFile(await xml(id), xmlFileName());
  } catch (e) {
    notify(e instanceof Error && e.message ? e.message : MSG.transport.downloadFailed, 'error');
  }
}
