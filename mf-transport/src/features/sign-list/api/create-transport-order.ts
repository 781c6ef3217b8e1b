import {
  API_PREFIX,
  TRANSPORT_XML_CREATE_PATH,
  ZCreateTransportOrderResponse,
  type TCreateTransportOrderFields,
  type TCreateTransportOrderResponse,
} from '@busdesk/api-contract';
import { ApiError, api, MSG } from '@busdesk/shared-kit';

/**
 * Uploads an order's XML (002 §7 'POST transport-xml/create-file', multipart): the part `file` and the dialog's fields.
 * The server derives every status from verifying the XML; an error answer carries its message (ApiError).
 */
export async function createTransportOrder(file: File, fields: TCreateTransportOrderFields): Promise<TCreateTransportOrderResponse> {
  const form = new FormData();
  if (fields.code) form.append('code', String(fields.code));
  form.append('upStation', String(Boolean(fields.upStation)));
  form.append('downStation', String(Boolean(fields.downStation)));
  if (fields.timeStartTrip !== undefined) form.append('timeStartTrip', String(fields.timeStartTrip));
  // The file last: the server reads the fields before it streams the file.
  form.append('file', file, file.name);
  const response = await api.v2.post<unknown>(TRANSPORT_XML_CREATE_PATH.slice(API_PREFIX.length), form);
  const envelope = response.data as { results?: unknown } | null;
  const parsed = ZCreateTransportOrderResponse.safeParse(envelope?.results);
  if (!parsed.success) throw new ApiError(MSG.common.fetchFailed, response.status, response.data);
  return parsed.data;
}
