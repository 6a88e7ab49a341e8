/**
 * Where the Markdown twin of a page is served: the page's path plus `.md`
 * (`/docs/overview` → `/docs/overview.md`); the home page's is `/index.md`.
 * Shared by the build plugin (src/plugins/markdown-twins) and the pages'
 * "Copy page" button and head link.
 */
export function twinPathOf(route: string): string {
  const clean = route.replace(/\/+$/, '');
  return clean === '' ? '/index.md' : `${clean}.md`;
}

/** The twin's path as a URL (`/Broadcaster/Editing%20an%20existing%20broadcast.md`), whether `route` is encoded or not. */
export function twinUrlOf(route: string): string {
  return encodeURI(decodeURI(twinPathOf(route)));
}

/** Marks page chrome that the twin leaves out: `data-markdown-twin="skip"`. */
export const TWIN_SKIP = {attribute: 'data-markdown-twin', value: 'skip'} as const;
