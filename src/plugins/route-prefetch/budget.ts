/** Routes per page view that may be prefetched only because a link to them is in view. */
export const VIEWPORT_PREFETCH_BUDGET = 1;
