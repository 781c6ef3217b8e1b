import { sql } from 'drizzle-orm';
import { MailTemplateType, PRINT_TEMPLATE_TYPE, type TMailTemplateType } from '@busdesk/api-contract';
import { DEFAULT_MAIL_TEMPLATES, printTicketTemplate } from '../../messaging/default-templates';
import type { Database } from '../database';
import * as s from '../schema/index';
import { COMPANIES } from './reference-data';

/** A line under each company's ticket, as their real tickets carry (luggage rules, hotline, limousine notes). */
const FOOTERS: Record<string, string> = {
  'c-hungthinh': 'Hành lý miễn cước 20 kg. Hotline: {companyPhone}',
  'c-minhphat': 'Xe limousine 22 phòng - đón trả tận nơi nội thành Đà Lạt.',
  'c-saonam': 'Vé chỉ có giá trị cho chuyến ghi trên vé.',
  'c-donghai': 'Đổi vé trước giờ xuất bến 24 giờ: miễn phí.',
  'c-tanviet': 'Tổng đài đặt vé: {companyPhone}',
  'c-hoabinh': 'Không mang hàng cấm, hàng dễ cháy nổ lên xe.',
};

/**
 * Ticket print templates (300 px, 001 §9) for every demo company and the six ticket e-mails for every agency
 * (000 §2.11). Upserts: the sales seed writes placeholder rows with the same ids first.
 */
export async function seedMessaging(database: Database): Promise<void> {
  const { db } = database;
  for (const c of COMPANIES) {
    await db
      .insert(s.printTemplates)
      .values({ id: `pr-${c.id.slice(2)}`, companyId: c.id, type: PRINT_TEMPLATE_TYPE, value: printTicketTemplate(FOOTERS[c.id] ?? '') })
      .onConflictDoUpdate({ target: s.printTemplates.id, set: { value: sql`excluded.value`, companyId: sql`excluded.company_id` } });
  }
  const partners = await db.select({ id: s.partners.id }).from(s.partners);
  const types = Object.values(MailTemplateType) as TMailTemplateType[];
  for (const p of partners) {
    await db
      .insert(s.mailTemplates)
      .values(types.map((type) => ({ partnerId: p.id, type, value: DEFAULT_MAIL_TEMPLATES[type] })))
      .onConflictDoUpdate({ target: [s.mailTemplates.partnerId, s.mailTemplates.type], set: { value: sql`excluded.value` } });
  }
}
