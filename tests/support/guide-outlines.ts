/**
 * The title and section outline (H2s) of every guide, from the docs plan.
 * A page may add sections; it may not drop or rename these.
 */
export const guideOutlines: Record<string, {title: string; sections: string[]}> = {
  '/docs/overview': {
    title: 'Overview',
    sections: [
      'What the API does',
      'Pipeline',
      'Products',
      'Transports',
      'Key concepts',
      'Architecture',
      'Hosts and configuration',
      'Limits at a glance',
      'Next steps',
    ],
  },
  '/docs/auth': {title: 'Authentication', sections: ['API keys', 'Access token', 'Which operations use which', 'Next steps']},
  '/docs/auth/obtaining_api_keys': {
    title: 'Obtaining API keys',
    sections: ['Before you start', 'Create a key', 'Store the secret', 'Manage keys', 'Troubleshooting'],
  },
  '/docs/auth/using_api_keys': {
    title: 'Using API keys',
    sections: [
      'Send the headers',
      'Minting streaming tokens server-side',
      'Never in browsers',
      'Rotation and revocation',
      'Security checklist',
      'Errors',
    ],
  },
  '/docs/quick-start': {
    title: 'Quick Start',
    sections: [
      'Step 1. Get API credentials',
      'Step 2. Create a streaming session',
      'Step 3. Connect and configure the task',
      'Step 4. Publish original audio',
      'Step 5. Receive translated audio',
      'Step 6. Stop and clean up',
      'Choose your transport',
    ],
  },
  '/docs/quick-start/webrtc': {
    title: 'Quick Start (WebRTC)',
    sections: ['Prerequisites', 'Step 1', 'Step 8', 'Adding listeners', 'Troubleshooting', 'Next steps'],
  },
  '/docs/quick-start/websockets': {
    title: 'Quick Start (WebSockets)',
    sections: ['How it works', 'Step 1. Get API Credentials', 'Step 2. Create a Session', 'Step 7', 'Full example'],
  },
  '/docs/streaming_api': {
    title: 'Streaming API',
    sections: ['Endpoints', 'Message envelope', 'Lifecycle at a glance', 'Guides in this section', 'Realtime text-to-speech', 'Reference'],
  },
  '/docs/streaming_api/session': {
    title: 'Session Management',
    sections: [
      'Introduction',
      'Session lifecycle',
      'Authorization',
      'Create Streaming Session',
      'List sessions',
      'Get a session',
      'Delete a session',
      'Update session expiration',
      'Deprecated create endpoint',
      'Errors',
    ],
  },
  '/docs/streaming_api/management': {
    title: 'Translation management API',
    sections: [
      'Prerequisites',
      'Choose a transport',
      'Message format',
      'Typical workflow',
      'Commands',
      'Server messages',
      'Settings reference',
      'Rate limits',
      'Errors and warnings',
      'Verify before you send',
    ],
  },
  '/docs/streaming_api/multi_language_translation': {
    title: 'Multi-Language Options',
    sections: ['Simultaneous Multi-Language Translation', 'Conditional Multi-Language Translation', 'Limits', 'Voices per language'],
  },
  '/docs/streaming_api/publishing_and_receiving_audio': {
    title: 'Publishing and receiving audio',
    sections: ['URLs and token', 'Using the WebRTC transport', 'Using the WebSocket transport', 'Audio formats', 'Pacing warnings'],
  },
  '/docs/streaming_api/recommended_settings': {
    title: 'Recommended settings',
    sections: ['Choosing a preset', 'Default preset', 'Speed preset', 'Quality preset', 'Tuning tips'],
  },
  '/docs/streaming_api/translation_settings_breakdown': {
    title: 'Translation Settings Breakdown',
    sections: ['What are translation settings?', 'Message envelope', 'input_stream', 'output_stream', 'pipeline', 'Updating settings live'],
  },
  '/docs/broadcaster': {
    title: 'Broadcaster',
    sections: ['How it works', 'Inputs', 'Outputs', 'Create a broadcast with the API', 'Manage broadcasts', 'In this section'],
  },
  '/docs/broadcaster/advanced_settings': {
    title: 'Advanced settings',
    sections: [
      'Audio mixing',
      'Reducing perceived latency',
      'Audio-only broadcasts',
      'Region',
      'Translation pipeline options',
      'Captions options',
    ],
  },
  '/docs/broadcaster/captions': {
    title: 'Broadcaster Captions',
    sections: ['Captions User Interface (Listeners Page)', 'Captions page', 'Captions Page with Audio', 'Fetching Captions via API'],
  },
  '/docs/broadcaster/create-broadcaster-ui': {
    title: 'Stream translation with the Broadcaster web service',
    sections: ['General Flow', 'Accessing Broadcaster', 'Broadcaster setup process', 'Stream settings'],
  },
  '/docs/broadcaster/statuses': {
    title: 'Statuses',
    sections: ['List of statuses', 'Waiting for an input stream', 'Streaming is active', 'Streaming error'],
  },
  '/docs/broadcaster/examples/setting-up-a-stream-with-obs-castr': {
    title: 'Setting up a stream with OBS and Castr',
    sections: ['What you need', 'Step 1. Create the Castr stream', 'Step 2. Create the broadcast'],
  },
  '/Broadcaster/Editing an existing broadcast': {
    title: 'Editing an existing broadcast',
    sections: ['What you can change live', 'What needs a new broadcast', 'Edit in the web UI', 'Edit with the API'],
  },
  '/docs/glossaries': {title: 'Glossaries', sections: ['What glossaries do', 'Glossary types', 'CSV format', 'How glossaries are applied']},
  '/docs/create-a-glossary-using-api': {
    title: 'Create glossary with API',
    sections: ['Step 1. Get API Credentials', 'Step 2. Prepare your file', 'Step 3. Send Glossary Creation Request'],
  },
  '/docs/create-a-glossary-using-the-web-ui': {
    title: 'Create a glossary using the web UI',
    sections: [
      'Before you start',
      'Create the glossary',
      'Upload and validate the CSV',
      'Enable, edit, replace, delete',
      'Using it in tasks and broadcasts',
    ],
  },
  '/docs/voices': {title: 'Voices', sections: ['Voice types', 'Built-in voices', 'Using a voice']},
  '/docs/clone-voice-api': {
    title: 'Clone Voice with API',
    sections: ['Step 1. Get API credentials', 'Step 2. Prepare your audio sample', 'Step 3. Create the voice cloning request'],
  },
  '/docs/clone-voice-ui': {
    title: 'Clone voice with the web UI',
    sections: ['Before you start', 'Clone a voice', 'Processing and status', 'Preview and use', 'Rename or delete'],
  },
  '/docs/languages': {
    title: 'Languages',
    sections: ['Supported languages', 'Auto-detection', 'Regional variants and codes', 'Text-to-speech languages'],
  },
  '/docs/error_codes': {
    title: 'Error codes',
    sections: [
      'Error format',
      'HTTP statuses',
      'Error codes by area',
      'Streaming errors',
      'Streaming warnings',
      'WebSocket close codes',
      'Retrying safely',
    ],
  },
  '/docs/coding-assistants': {
    title: 'Use these docs from your coding assistant',
    sections: ['The docs MCP server', 'Agent skills', 'Markdown pages and llms.txt', 'API descriptions and the API catalog', 'Next steps'],
  },
};

/** The example pages (docs plan §12, /docs/examples*), delivered with the runnable examples. */
export const exampleOutlines: Record<string, {title: string; sections: string[]}> = {
  '/docs/examples': {title: 'Examples', sections: ['Pick an example', 'Common setup', 'By use case']},
  '/docs/examples/ts': {
    title: 'TypeScript (Node.js WebSocket)',
    sections: ['What it does', 'Prerequisites', 'Setup', 'The code', 'Run it', 'Expected output', 'Next steps'],
  },
  '/docs/examples/python': {
    title: 'Python (WebSocket)',
    sections: ['What it does', 'Prerequisites', 'Setup', 'The code', 'Run it', 'Expected output', 'Next steps'],
  },
  '/docs/examples/nuxt': {
    title: 'Nuxt 4 (WebRTC in the browser)',
    sections: ['What it does', 'Prerequisites', 'Project setup', 'Server route: mint a session', 'The page', 'Run it', 'Browser notes'],
  },
};
