/**
 * Whether the page's elements are still the ones the server wrote: true in the
 * browser from the first script until the effects of React's first commit have
 * run; false on the server and in a page drawn in the browser alone (the dev
 * server, whose HTML has an empty root).
 */
let serverMarkup = typeof document !== 'undefined' && document.getElementById('__docusaurus')?.firstElementChild != null;

export const isServerMarkup = (): boolean => serverMarkup;

/** Called by the Root wrapper's effect, which runs after those of every component below it. */
export function markHydrated(): void {
  serverMarkup = false;
}
