import { TRANSACTION_REPORT_DEFINITION } from '@busdesk/api-contract';

/**
 * The report's columns are the contract's one definition (`TRANSACTION_REPORT_DEFINITION`: key, header, kind, value,
 * total), shared by this table, the browser export and the server's 'All rows' file (docs/adr/0070, 0074). Only how
 * wide each is on screen is the screen's own.
 */
export const TRANSACTION_COLUMNS = TRANSACTION_REPORT_DEFINITION.columns;

export const TRANSACTION_COLUMN_WIDTHS: Readonly<Record<string, number>> = {
  index: 64,
  partnerUserName: 160,
  partnerName: 150,
  payDateInMillisec: 140,
  balanceType: 100,
  amount: 130,
  description: 180,
  status: 120,
};

/** The column that takes the room left over (the description is the long one). */
export const TRANSACTION_FLEX_COLUMN = 'description';
