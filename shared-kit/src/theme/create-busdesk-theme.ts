import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { viVN } from '@mui/material/locale';

export const BUSDESK_FONT_FAMILY = ['"Be Vietnam Pro"', 'Roboto', '"Segoe UI"', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

export interface BusdeskThemeOptions {
  /**
   * Where popups (menus, selects, dialogs, tooltips, pickers) mount. A widget inside a Shadow DOM passes an
   * element of its shadow root: a popup portalled to document.body would sit outside the shadow root, where
   * its emotion styles do not apply (DESIGN §3).
   */
  container?: HTMLElement;
  /**
   * Font sizes in px instead of rem. A widget renders on a partner's page, whose root font size is the page's own:
   * `html { font-size: 62.5% }` (common) made every rem of the widget 10 px, its text 7.5–8.75 px. The portal keeps rem
   * (the user's browser font size applies).
   */
  pxFontSizes?: boolean;
}

const baseOptions: ThemeOptions = {
  // Calm blues and greys: operators look at this screen all day.
  palette: {
    mode: 'light',
    primary: { main: '#1e5aa8', light: '#4f7fc4', dark: '#143f78', contrastText: '#ffffff' },
    secondary: { main: '#0f7f74', contrastText: '#ffffff' },
    success: { main: '#2e7d32' },
    // White on this orange is 3:1, below WCAG AA for chip-sized text (axe, issue 12): dark text instead.
    warning: { main: '#ed6c02', contrastText: 'rgba(0, 0, 0, 0.87)' },
    error: { main: '#c62828' },
    info: { main: '#0277bd' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#1f2933', secondary: '#52606d' },
    divider: '#dde3ea',
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: BUSDESK_FONT_FAMILY,
    fontSize: 14,
    button: { textTransform: 'none', fontWeight: 600 },
  },
  // Dense-ish defaults: forms and tables of the back office fit more rows without scrolling.
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small' } },
    MuiFormControl: { defaultProps: { size: 'small' } },
    MuiAutocomplete: { defaultProps: { size: 'small' } },
    MuiTable: { defaultProps: { size: 'small' } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
    MuiChip: { defaultProps: { size: 'small' } },
    MuiTooltip: { defaultProps: { arrow: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
};

/**
 * The headings' sizes, given in rem (16 px), as rem in the portal or as px in a widget, where MUI's own sizes (every
 * variant and component text goes through `pxToRem`; fontSize 14 makes its factor 1) are px too.
 */
function sizedOptions(pxFontSizes: boolean): ThemeOptions {
  const size = (rem: number) => (pxFontSizes ? `${rem * 16}px` : `${rem}rem`);
  return {
    typography: {
      ...(baseOptions.typography as object),
      h1: { fontSize: size(1.75), fontWeight: 600 },
      h2: { fontSize: size(1.5), fontWeight: 600 },
      h3: { fontSize: size(1.3), fontWeight: 600 },
      h4: { fontSize: size(1.15), fontWeight: 600 },
      h5: { fontSize: size(1.05), fontWeight: 600 },
      h6: { fontSize: size(1), fontWeight: 600 },
      ...(pxFontSizes ? { pxToRem: (px: number) => `${px}px` } : {}),
    },
    components: { ...baseOptions.components, MuiDialogTitle: { styleOverrides: { root: { fontSize: size(1.1), fontWeight: 600 } } } },
  };
}

function containerDefaults(container: HTMLElement): ThemeOptions {
  return {
    components: {
      MuiModal: { defaultProps: { container } },
      MuiDialog: { defaultProps: { container } },
      MuiPopover: { defaultProps: { container } },
      MuiMenu: { defaultProps: { container } },
      MuiPopper: { defaultProps: { container } },
    },
  };
}

/** The Busdesk MUI theme with Vietnamese texts for the core components (DataGrid's are in data-grid-locale). */
export function createBusdeskTheme(options: BusdeskThemeOptions = {}): Theme {
  const extra = options.container ? [containerDefaults(options.container)] : [];
  // The typography goes in the first argument: createTheme computes the variants from it alone.
  return createTheme({ ...baseOptions, ...sizedOptions(options.pxFontSizes ?? false) }, ...extra, viVN);
}
