// Whether the page being rendered comes from a client-side route change, and of
// which kind. Set by the route lifecycle (plugins/code-highlighting/client);
// read by components that render less while a click's page is drawn.

let navigating = false;
let backOrForward = false;

if (typeof window !== 'undefined') window.addEventListener('popstate', () => (backOrForward = true));

/** True from a route change until its page is committed. */
export function setNavigating(value: boolean): void {
  navigating = value;
  if (!value) backOrForward = false;
}

/** A client-side route change is rendering its page. */
export function isNavigating(): boolean {
  return navigating;
}

/**
 * A link's click is rendering its page from the top: not Back or Forward (the
 * browser restores a scroll position), and no #fragment to scroll to.
 */
export function isLinkToTop(): boolean {
  return navigating && !backOrForward && !window.location.hash;
}
