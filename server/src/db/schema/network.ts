import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, epochMs, idColumn, money, requiredRef } from './columns';
import { partners } from './partners';

/** The 34 provincial-level units in force since 2025-07-01. */
export const provinces = pgTable('provinces', {
  id: idColumn(),
  name: text('name').notNull(),
  /** Former units merged into this one, kept for search ("Vũng Tàu" still finds TP. Hồ Chí Minh). */
  formerNames: text('former_names').array().notNull().default([]),
});

export const companies = pgTable('companies', {
  id: idColumn(),
  name: text('name').notNull(),
  phone: text('phone'),
  taxId: text('tax_id'),
  address: text('address'),
  email: text('email'),
  createdAt: createdAt(),
});

/**
 * A company's key for the company API (docs/adr/0102): the HMAC-SHA256 secret its system signs an agency's
 * authorisation with. Drawn from the CSPRNG when the company is created (migration 0015 for companies made before),
 * never derived from the source or the seed, never in any answer of the portal: it lets its holder authorise any
 * agency on the company's behalf, so no agency's ADMIN may read or rotate it (unlike the payment webhook secret).
 */
export const companyApiSecrets = pgTable('company_api_secrets', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/** A partner's authorisation by a company (000 §3 "Partner company link"). */
export const partnerCompanies = pgTable(
  'partner_companies',
  {
    id: idColumn(),
    partnerId: requiredRef('partner_id', () => partners.id),
    companyId: requiredRef('company_id', () => companies.id),
    /** pending | approved | rejected */
    approvedStatus: text('approved_status').notNull().default('pending'),
    /** false 'Đang sử dụng', true 'Chưa sử dụng' (the company does not use the vendor app). */
    isNotUsingAv: boolean('is_not_using_av').notNull().default(false),
    debtLimit: money('debt_limit'),
    currentDebt: money('current_debt'),
  },
  (t) => [uniqueIndex('partner_companies_uq').on(t.partnerId, t.companyId), index('partner_companies_company_idx').on(t.companyId)],
);

/** A bus station, office or roadside stop. */
export const points = pgTable(
  'points',
  {
    id: idColumn(),
    name: text('name').notNull(),
    address: text('address'),
    provinceId: text('province_id').references(() => provinces.id),
    /** 0 bus station, 1 home, 2 roadside, 3 transshipment (pick-up types). */
    pointType: integer('point_type').notNull().default(0),
    /** Station code used by transport orders ('BXMD-79'). */
    code: text('code'),
    /** Set for a point belonging to one company (an office); null for shared stations. */
    companyId: text('company_id').references(() => companies.id),
  },
  (t) => [index('points_province_idx').on(t.provinceId)],
);

export interface PlatformLockByTime {
  platform: number;
  /** 'yyyyMMdd-yyyyMMdd' as the seed shows it. */
  range: string;
}

export const routes = pgTable(
  'routes',
  {
    id: idColumn(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    nameShort: text('name_short'),
    /** Government route id (mã tuyến GTVT), shown in reports in preference to the id. */
    routeIdGtvt: text('route_id_gtvt'),
    /** Platforms the route is locked for (platform codes). */
    listLockRoute: jsonb('list_lock_route').$type<number[]>().notNull().default([]),
    lockPlatformByTime: jsonb('lock_platform_by_time').$type<PlatformLockByTime[]>().notNull().default([]),
    formInvoice: text('form_invoice'),
    serialInvoice: text('serial_invoice'),
    distanceKm: integer('distance_km'),
    durationMinutes: integer('duration_minutes'),
    basePrice: money('base_price'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('routes_company_idx').on(t.companyId)],
);

export interface TransshipmentRef {
  id: string;
  name: string;
  transshipmentPrice: number;
}

/** The ordered stops of a route. */
export const routePoints = pgTable(
  'route_points',
  {
    routeId: requiredRef('route_id', () => routes.id),
    pointId: requiredRef('point_id', () => points.id),
    order: integer('order').notNull(),
    /** Minutes after the trip start that the bus is planned at this stop. */
    minutesFromStart: integer('minutes_from_start').notNull().default(0),
    /** Price from the first stop to this one; a leg costs the difference. */
    priceFromStart: money('price_from_start'),
    listTransshipmentPoint: jsonb('list_transshipment_point').$type<TransshipmentRef[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.routeId, t.order] })],
);

export const transshipmentPoints = pgTable('transshipment_points', {
  id: idColumn(),
  pointId: requiredRef('point_id', () => points.id),
  companyId: text('company_id').references(() => companies.id),
  name: text('name').notNull(),
  address: text('address'),
  transshipmentPrice: money('transshipment_price'),
});

/** Routes a partner is authorised to sell (the union of its users' routeIds is a subset). */
export const partnerRoutes = pgTable(
  'partner_routes',
  {
    partnerId: requiredRef('partner_id', () => partners.id),
    routeId: requiredRef('route_id', () => routes.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.routeId] }), index('partner_routes_route_idx').on(t.routeId)],
);

/** At most 50 per partner (000 §2.6; the limit is enforced by the save call). */
export const popularRoutes = pgTable(
  'popular_routes',
  {
    partnerId: requiredRef('partner_id', () => partners.id),
    routeId: requiredRef('route_id', () => routes.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.routeId] })],
);

export interface SeatLayoutSeat {
  seatId: string;
  /** 3 and 4 are sellable; 1 driver, 2 door/aisle (ours). */
  seatType: number;
  floor: number;
  row: number;
  column: number;
}

export const vehicles = pgTable(
  'vehicles',
  {
    id: idColumn(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    numberPlate: text('number_plate').notNull(),
    /** e.g. 'Limousine 9 chỗ', 'Giường nằm 40 chỗ'. */
    vehicleType: text('vehicle_type').notNull(),
    brand: text('brand'),
    seatCount: integer('seat_count').notNull(),
    seatMap: jsonb('seat_map').$type<SeatLayoutSeat[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('vehicles_plate_uq').on(t.numberPlate), index('vehicles_company_idx').on(t.companyId)],
);

/** Company staff; userType 2 = driver (the seeds' default listUserType). */
export const companyUsers = pgTable(
  'company_users',
  {
    id: idColumn(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    phone: text('phone'),
    userType: integer('user_type').notNull().default(2),
    userStatus: integer('user_status').notNull().default(1),
    licenceClass: text('licence_class'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: epochMs('updated_at'),
  },
  (t) => [index('company_users_company_idx').on(t.companyId)],
);
