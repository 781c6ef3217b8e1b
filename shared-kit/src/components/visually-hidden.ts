/**
 * Hidden on screen, read by screen readers (the clip pattern: still in the accessibility tree and the accessible
 * name, unlike display:none). For `sx`; lengths as px strings, since `sx` reads a bare 1 as 100 %.
 */
export const VISUALLY_HIDDEN_SX = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
