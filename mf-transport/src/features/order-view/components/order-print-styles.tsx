import GlobalStyles from '@mui/material/GlobalStyles';

/** The class of the element that prints; everything else on the page is hidden on paper. */
export const PRINT_AREA_CLASS = 'transport-order-print-area';

/**
 * The A4 print layout of an order (docs/adr/0085): portrait with 12 mm margins like the product's printed reports,
 * only the order itself on paper (not the buttons, nor whatever else the portal has mounted), colours kept so the
 * valid / invalid marks of the signatures print as they look, and no block split across pages.
 */
export function OrderPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { size: 'A4 portrait', margin: '12mm' },
          'html, body': { background: '#fff' },
          'body *': { visibility: 'hidden' },
          [`.${PRINT_AREA_CLASS}, .${PRINT_AREA_CLASS} *`]: {
            visibility: 'visible',
            WebkitPrintColorAdjust: 'exact',
            printColorAdjust: 'exact',
          },
          [`.${PRINT_AREA_CLASS}`]: {
            position: 'absolute',
            left: 0,
            top: 0,
            width: '186mm',
            maxWidth: 'none !important',
            margin: '0 !important',
            padding: '0 !important',
            boxShadow: 'none !important',
            border: '0 !important',
            fontSize: '10.5pt',
          },
          [`.${PRINT_AREA_CLASS} section, .${PRINT_AREA_CLASS} li`]: { breakInside: 'avoid' },
        },
      }}
    />
  );
}
