/**
 * One page of each page template, for the layout, screenshot and axe checks:
 * home, a guide, a reference-table guide, an API operation, a message page,
 * the blog, the search page and the 404 page.
 */
export const TEMPLATE_PAGES = [
  {name: 'home', route: '/'},
  {name: 'guide', route: '/docs/quick-start'},
  {name: 'table-guide', route: '/docs/languages'},
  {name: 'api-operation', route: '/api/create-a-new-glossary'},
  {name: 'message', route: '/docs/streaming_api/messages/set_task'},
  {name: 'blog', route: '/blog'},
  {name: 'search', route: '/search?q=glossary'},
  {name: 'not-found', route: '/docs/no-such-page'},
] as const;

export type TemplatePage = (typeof TEMPLATE_PAGES)[number];

/** Screen widths the layout must hold at: a phone, a tablet and three laptop and desktop widths. */
export const LAYOUT_WIDTHS = [390, 800, 1024, 1280, 1440] as const;

/** Below this width (CSS px) table rows are cards (src/components/ScrollableTable). */
export const PHONE_MAX_WIDTH = 640;
