import { saveMailTemplateEndpoint, type TMailTemplate, type TMailTemplateType } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Saves one template (000 §7.6: type and value); answers it as the server stored it, sanitised. */
export async function saveMailTemplate(type: TMailTemplateType, value: string): Promise<TMailTemplate> {
  return (await callEndpoint(saveMailTemplateEndpoint, { type, value })).data;
}
