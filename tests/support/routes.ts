import {exampleOutlines, guideOutlines} from './guide-outlines';

/**
 * Routes of the product specification (site-spec §2), grouped by the issue
 * that delivers them. Every group listed in DELIVERED must be fully built.
 */
export const specRoutes = {
  foundation: [
    '/',
    '/docs/overview',
    '/search',
    '/blog',
    '/blog/archive',
    '/blog/authors',
    '/blog/tags',
    '/blog/first-blog-post',
    '/blog/greetings',
    '/blog/long-blog-post',
    '/blog/mdx-blog-post',
    '/blog/welcome',
    '/blog/tags/docusaurus',
    '/blog/tags/facebook',
    '/blog/tags/greetings',
    '/blog/tags/hello',
    '/blog/tags/hola',
  ],
  guides: Object.keys(guideOutlines),
  examples: Object.keys(exampleOutlines),
} as const;

export type RouteGroup = keyof typeof specRoutes;

export const DELIVERED: RouteGroup[] = ['foundation', 'guides', 'examples'];

export const deliveredRoutes: string[] = DELIVERED.flatMap((group) => [...specRoutes[group]]);
