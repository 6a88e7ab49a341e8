/** Routes per page view that may be prefetched only because a link to them is in view. */
export const VIEWPORT_PREFETCH_BUDGET = 1;
/**
 * Links in view are prefetched only while the page view has transferred less than this many bytes: with one route's
 * files (up to about 45 KB) a first visit stays under 300 KB. A heavy page (the playground) prefetches on intent only.
 */
export const VIEWPORT_PREFETCH_MAX_PAGE_BYTES = 250 * 1024;
