/** Set on `<html>` while the page is opened at an anchor: every block of a long page is drawn (client/styles.css). */
export const AT_ANCHOR_ATTRIBUTE = 'data-at-anchor';
