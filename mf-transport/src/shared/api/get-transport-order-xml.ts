import { API_PREFIX, TRANSPORT_XML_VIEW_PATH } from '@busdesk/api-contract';
import { api } from '@busdesk/shared-kit';

/**
 * The order's stored XML as text (002 §7 'GET transport-xml/view'). The answer is the XML itself, not an envelope, so
 * the v3 client (judged by HTTP status) fetches it; an error answer is an envelope and rejects with its message.
 * The token goes as the clients send it (the page's ?token= first, then the cookie).
 */
export async function getTransportOrderXml(id: string): Promise<string> {
  const response = await api.v3.get<string>(TRANSPORT_XML_VIEW_PATH.slice(API_PREFIX.length), {
    params: { id },
    responseType: 'text',
    // The text is the file: no JSON parsing of a body that starts with '<'.
    transformResponse: (data: unknown) => data,
  });
  return String(response.data);
}
