import { z } from 'zod';
import { MailTemplateType } from './mail-template-type';

export const ZMailTemplateType = z.enum(MailTemplateType);
