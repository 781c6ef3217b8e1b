import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TCompanyUser, TVehicleOption, ZSearchVehicleRequest, ZUserCompanyRequest } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import type { companyUsers, vehicles } from '../db/schema/index';
import { assertCompanyInScope, type OpsScope } from './trip-scope';

const intList = (values: readonly number[]) => sql`(${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;

/** The company's users for the trip update's driver list (001 §7 partner/search/user-company); drivers by default. */
export async function listCompanyUsers(database: Database, scope: OpsScope, input: z.output<typeof ZUserCompanyRequest>): Promise<TCompanyUser[]> {
  await assertCompanyInScope(database, scope, input.companyId);
  if (!input.listUserType.length || !input.userStatus.length) return [];
  const rows = await database.rows<Pick<SqlRow<typeof companyUsers>, 'id' | 'name' | 'is_active' | 'phone' | 'user_type' | 'user_status'>>(sql`
    select id, name, is_active, phone, user_type, user_status from company_users
    where company_id = ${input.companyId} and user_type in ${intList(input.listUserType)} and user_status in ${intList(input.userStatus)}
    order by name, id
    limit ${input.count} offset ${input.page * input.count}`);
  return rows.map((r) => ({ id: r.id, name: r.name, isActive: r.is_active, phone: r.phone, userType: r.user_type, userStatus: r.user_status }));
}

/** The company's vehicles for the trip update (002 §7 'Vehicles'): active ones unless isGetAll. */
export async function listCompanyVehicles(database: Database, scope: OpsScope, input: z.output<typeof ZSearchVehicleRequest>): Promise<TVehicleOption[]> {
  await assertCompanyInScope(database, scope, input.companyId);
  const rows = await database.rows<Pick<SqlRow<typeof vehicles>, 'id' | 'number_plate' | 'vehicle_type' | 'seat_count' | 'brand' | 'is_active'>>(sql`
    select id, number_plate, vehicle_type, seat_count, brand, is_active from vehicles
    where company_id = ${input.companyId} ${input.isGetAll ? sql`` : sql`and is_active`}
    order by number_plate, id
    limit ${input.count} offset ${input.page * input.count}`);
  return rows.map((r) => ({ id: r.id, numberPlate: r.number_plate, vehicleType: r.vehicle_type, seatCount: r.seat_count, brand: r.brand, isActive: r.is_active }));
}
