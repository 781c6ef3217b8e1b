export { createBusdeskTheme, BUSDESK_FONT_FAMILY } from './create-busdesk-theme';
export type { BusdeskThemeOptions } from './create-busdesk-theme';
export { BusdeskProviders } from './busdesk-providers';
export type { BusdeskProvidersProps } from './busdesk-providers';
// Lazy: the real provider imports @mui/x-date-pickers, which must not load with shared-kit. datePickersLocaleText
// (a value of that package) is therefore no longer exported from the package.
export { DatePickersProvider } from './lazy-date-pickers-provider';
export { createShadowCache } from './create-shadow-cache';
export { notify } from './notify';
export type { NotifyVariant } from './notify';
// dataGridLocaleText is deliberately not re-exported here: importing it loads @mui/x-data-grid. DataTable
// imports it from './theme/data-grid-locale' directly.
