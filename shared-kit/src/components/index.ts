// Shared components. DataTable loads the DataGrid lazily and ExportExcelButton/PrintFrame load xlsx/DOMPurify on
// use, so importing this module does not pull those libraries into a route's first paint.
export { AdminOnlyNotice } from './admin-only-notice';
export { ComingSoon, type ComingSoonProps } from './coming-soon';
export { CompanyPicker, remainingDebtText, type CompanyPickerOption, type CompanyPickerProps, type SearchCompanies } from './company-picker';
export { CompanyMultiPicker, type CompanyMultiPickerProps } from './company-multi-picker';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export {
  DataTable,
  MAX_PAGE_SIZE,
  type DataTableColumn,
  type DataTablePagination,
  type DataTableProps,
  type DataTableTotals,
  type PageModel,
} from './data-table';
export { DateField, parseDateValue, type DateFieldHandle, type DateFieldProps, type DateValueFormat } from './date-field';
export {
  DATE_DISPLAY_FORMAT,
  DateRangeFilter,
  dateRangeToKeys,
  dateRangeToMillis,
  todayInVietnam,
  todayRange,
  type DateRange,
  type DateRangeFilterProps,
} from './date-range-filter';
export {
  EXCEL_DATE_FORMAT,
  EXCEL_SHEET_NAME,
  ExportExcelButton,
  excelDate,
  excelFileName,
  toExcelCell,
  toExcelTable,
  type ExcelCell,
  type ExcelDateCell,
  type ExportColumn,
  type ExportExcelButtonProps,
} from './export-excel-button';
export { lazyWithoutSuspense, type LazyWithoutSuspense } from './lazy-without-suspense';
export { Money, type MoneyProps } from './money';
export {
  PRINT_PRESET_CSS,
  PrintFrame,
  sanitizePrintHtml,
  usePrintFrame,
  type PrintFrameHandle,
  type PrintFrameProps,
  type PrintPreset,
  type UsePrintFrame,
} from './print-frame';
export { UnsavedChangesDialog, type UnsavedChangesDialogProps } from './unsaved-changes-dialog';
export { StatusChip, statusLook, type StatusChipProps, type StatusLook } from './status-chip';
export { saveBlob } from './save-blob';
export { DialogButtons, type DialogButtonsProps } from './dialog-buttons';
export { RetryAlert, type RetryAlertProps } from './retry-alert';
export { VISUALLY_HIDDEN_SX } from './visually-hidden';
