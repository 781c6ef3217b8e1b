import type { GridLocaleText } from '@mui/x-data-grid';
import { viVN } from '@mui/x-data-grid/locales';
import { LABELS, MSG } from '../messages/index';

/**
 * The DataGrid's Vietnamese texts. Kept out of the base theme on purpose: importing it pulls in
 * @mui/x-data-grid, which only screens with a table should load (DESIGN §3) — DataTable passes it as
 * `localeText`. viVN leaves `paginationDisplayedRows` in English ("1–20 of 45"), so it is patched here, with the few
 * other texts of the free grid it leaves in English (the column menu button's name 'STT column menu'); an
 * unknown total (server pagination with rowCount -1, "load more") reads "… trên nhiều hơn N".
 */
export const dataGridLocaleText: Partial<GridLocaleText> = {
  ...viVN.components.MuiDataGrid.defaultProps.localeText,
  noRowsLabel: MSG.common.noData,
  paginationDisplayedRows: ({ from, to, count }) => LABELS.table.displayedRows(from, to, count ?? -1),
  columnMenuAriaLabel: LABELS.table.columnMenu,
  noColumnsOverlayLabel: LABELS.table.noColumns,
  noColumnsOverlayManageColumns: LABELS.table.manageColumns,
  columnsManagementDeleteIconLabel: LABELS.table.clear,
};
