/** Styles that hide text on screen but leave it to screen readers (e.g. "opens in a new tab"). */
export const visuallyHidden = {
  position: 'absolute',
  // In sx a bare 1 means 100%: the sizes are pixels, or the hidden text spans its containing block
  // and can push the page wider than the window.
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
