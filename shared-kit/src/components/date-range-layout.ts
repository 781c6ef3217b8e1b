// Shared by the light DateRangeFilter (its placeholders) and the lazily loaded pickers, so both occupy the same
// space; kept apart from both so neither pulls the other in.
export const DATE_DISPLAY_FORMAT = 'DD/MM/YYYY';
/** Width of each date field, in px. */
export const DATE_FIELD_WIDTH = 170;
