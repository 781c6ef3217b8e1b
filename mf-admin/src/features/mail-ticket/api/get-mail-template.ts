import { getMailTemplateEndpoint, type TMailTemplate, type TMailTemplateType } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The agency's template of one type, or the built-in one (000 §7.6: results.data.value). */
export async function getMailTemplate(type: TMailTemplateType): Promise<TMailTemplate> {
  return (await callEndpoint(getMailTemplateEndpoint, { type })).data;
}
