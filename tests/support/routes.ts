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
  apiReference: [
    '/api',
    '/api/introduction',
    '/api/create-a-new-broadcast',
    '/api/get-broadcast-by-id',
    '/api/get-current-user-broadcasts',
    '/api/pause-a-broadcast',
    '/api/terminate-a-broadcast',
    '/api/update-broadcast-translation-settings',
    '/api/create-a-new-glossary',
    '/api/retrieve-a-single-glossary-by-id',
    '/api/retrieve-a-single-glossary-file-by-id',
    '/api/retrieve-user-created-glossaries',
    '/api/update-specific-glossary',
    '/api/delete-a-glossary-by-id',
    '/api/upload-glossary-file',
    '/api/file-upload-endpoint',
    '/api/create-new-voice-from-audio-video-file-sample',
    '/api/get-list-of-built-in-voices',
    '/api/get-list-of-user-voices',
    '/api/get-list-of-users-tts-samples',
    '/api/get-specific-voice',
    '/api/update-specific-voice',
    '/api/delete-specific-voice-by-id',
    '/api/create-streaming-session',
    '/api/create-streaming-session-deprecated',
    '/api/get-user-sessions',
    '/api/get-user-session-by-id',
    '/api/delete-user-session-by-id',
    '/api/update-session-expiration',
    '/api/translation-management-web-socket-api',
    '/api/verify-command',
    // Not named in the site spec ("its page path is not shown"); the operation id gives it.
    '/api/text-to-speech',
  ],
  examples: Object.keys(exampleOutlines),
} as const;

export type RouteGroup = keyof typeof specRoutes;

export const DELIVERED: RouteGroup[] = ['foundation', 'guides', 'apiReference', 'examples'];

export const deliveredRoutes: string[] = DELIVERED.flatMap((group) => [...specRoutes[group]]);
