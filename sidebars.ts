import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {deployment} from './config/deployment';
import {heading, withSwaggerLink} from './config/sidebar-helpers';
import {apiReferenceLinks} from './config/api-sidebar';
// Written by npm run gen (scripts/generators/message-pages/) together with the pages it lists (`npm run gen`).
import messageReference from './.generated/data/message-sidebar.json';

/** A collapsible group whose label opens its landing page. */
function group(label: string, landing: string, items: SidebarsConfig[string]) {
  return {type: 'category' as const, label, link: {type: 'doc' as const, id: landing}, items};
}

/** Guide order follows the docs plan; the API Reference links point into the generated reference. */
const sidebars: SidebarsConfig = withSwaggerLink(
  {
    docs: [
      heading('Documentation'),
      'docs/overview',
      group('Authentication', 'docs/auth/index', ['docs/auth/obtaining_api_keys', 'docs/auth/using_api_keys']),
      group('Quick Start', 'docs/quick-start/index', ['docs/quick-start/webrtc', 'docs/quick-start/websockets']),
      group('Streaming API', 'docs/streaming_api/index', [
        'docs/streaming_api/session',
        'docs/streaming_api/management',
        'docs/streaming_api/multi_language_translation',
        'docs/streaming_api/publishing_and_receiving_audio',
        'docs/streaming_api/recommended_settings',
        'docs/streaming_api/settings-validator',
        'docs/playground',
        'docs/streaming_api/translation_settings_breakdown',
        group('Message reference', 'docs/streaming_api/messages/index', messageReference as SidebarsConfig[string]),
      ]),
      group('Broadcaster', 'docs/broadcaster/index', [
        'docs/broadcaster/create-broadcaster-ui',
        'docs/broadcaster/advanced_settings',
        'docs/broadcaster/captions',
        'docs/broadcaster/statuses',
        'Broadcaster/Editing an existing broadcast',
        {
          type: 'category',
          label: 'Broadcast examples',
          items: ['docs/broadcaster/examples/setting-up-a-stream-with-obs-castr'],
        },
      ]),
      group('Glossaries', 'docs/glossaries', ['docs/create-a-glossary-using-api', 'docs/create-a-glossary-using-the-web-ui']),
      group('Voices', 'docs/voices', ['docs/clone-voice-api', 'docs/clone-voice-ui']),
      'docs/languages',
      'docs/error_codes',
      'docs/coding-assistants',
      group('Examples', 'docs/examples/index', [
        'docs/examples/ts',
        'docs/examples/python',
        'docs/examples/live-audio',
        'docs/examples/nuxt',
      ]),
      heading('API Reference'),
      ...apiReferenceLinks(),
    ],
  },
  deployment,
);

export default sidebars;
