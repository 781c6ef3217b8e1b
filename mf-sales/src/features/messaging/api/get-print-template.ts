import { printTemplateEndpoint, type EndpointCall } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** A company's ticket print template (its configuration; 'Kết nối lấy cấu hình in thất bại' when it cannot be read). */
export const getPrintTemplate: EndpointCall<typeof printTemplateEndpoint> = (request) => callEndpoint(printTemplateEndpoint, request);
