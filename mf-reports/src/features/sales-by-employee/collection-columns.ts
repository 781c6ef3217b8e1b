import { COLLECTION_REPORT_DEFINITION } from '@busdesk/api-contract';

/**
 * The report's columns are the contract's one definition (`COLLECTION_REPORT_DEFINITION`: key, header, kind, value,
 * total), shared by this table, the browser export and the server's 'All rows' file (docs/adr/0068, 0074). Only how
 * wide each is on screen is the screen's own.
 */
export const COLLECTION_COLUMNS = COLLECTION_REPORT_DEFINITION.columns;

export const COLLECTION_COLUMN_WIDTHS: Readonly<Record<string, number>> = {
  index: 56,
  ticketCode: 170,
  taxId: 110,
  companyName: 170,
  routeCode: 120,
  routeName: 180,
  startTimeReality: 130,
  numberPlate: 100,
  seatId: 60,
  agencyPrice: 110,
  paidMoneyCash: 110,
  paidMoneyOnline: 150,
  commission: 100,
  ticketStatus: 120,
  bankAccountNumber: 130,
  partnerStaffName: 150,
  paymentType: 150,
  bookingType: 120,
};
