// "Messages at a glance": every message in one place, linked to its page.

import {cell} from '../../../spec-toolkit/index.mjs';
import {TRANSPORT_LABELS} from './model.mjs';
import {REFERENCE_ROUTE, SEQUENCE_SLUG, codeHref, messageSlug, route} from './paths.mjs';

const code = (text) => `\`${text}\``;
const linkTo = (message) => `[${code(message.name)}](${route(messageSlug(message))})`;
const SHORT_TRANSPORTS = {ws: 'WebSocket', webrtc: 'WebRTC'};
const transports = (message) =>
  message.transports.map((transport) => SHORT_TRANSPORTS[transport] ?? TRANSPORT_LABELS[transport]).join(', ');

function table(header, rows) {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

function clientTable(messages, byKey) {
  return table(
    ['Message', 'Transports', 'Rate limit', 'Reply', 'What it does'],
    messages.map((m) => [
      linkTo(m),
      transports(m),
      m.rateLimit ? m.rateLimit.text : '—',
      m.replies.length > 0 ? m.replies.map((key) => linkTo(byKey.get(key))).join(' or ') : '—',
      cell(m.summary),
    ]),
  );
}

function serverTable(messages, byKey) {
  return table(
    ['Message', 'Transports', 'Reply to', 'What it carries'],
    messages.map((m) => [
      linkTo(m),
      transports(m),
      m.replyTo.length > 0 ? m.replyTo.map((key) => linkTo(byKey.get(key))).join(', ') : '—',
      cell(m.summary),
    ]),
  );
}

function errorMatrix(messages) {
  const codes = (entries) => (entries.length > 0 ? entries.map((e) => `[${code(e.code)}](${codeHref(e.code)})`).join(', ') : '—');
  return table(
    ['Message', 'Errors it can cause', 'Warnings it can cause'],
    messages.map((m) => [linkTo(m), codes(m.errors), codes(m.warnings)]),
  );
}

/** MDX of the reference's landing page. */
export function indexPage(messages) {
  const byKey = new Map(messages.map((m) => [m.key, m]));
  const streaming = messages.filter((m) => !m.realtimeTts);
  const tts = messages.filter((m) => m.realtimeTts);
  const sent = streaming.filter((m) => m.direction === 'client-to-server');
  const received = streaming.filter((m) => m.direction === 'server-to-client');
  const ttsSent = tts.filter((m) => m.direction === 'client-to-server');
  const ttsReceived = tts.filter((m) => m.direction === 'server-to-client');
  const sections = [
    [
      '---',
      'title: "Messages at a glance"',
      'sidebar_label: "Messages at a glance"',
      'description: "Every message of the streaming protocol with its direction, transports, rate limit and reply, generated from the AsyncAPI description."',
      '---',
    ].join('\n'),
    '# Messages at a glance',
    `The streaming protocol has ${messages.length} messages. This reference is generated from the protocol's AsyncAPI 3.0 description, so every page shows the fields, defaults, limits and examples that the schema defines. Download the description itself as [asyncapi.yaml](pathname:///asyncapi.yaml).`,
    '## Connections',
    table(
      ['Socket', 'URL (from the session)', 'Messages'],
      [
        [
          'Speech-to-speech over WebSocket',
          '`%STREAM_WS_URL%?token=<publisher>` (`ws_url`)',
          'Every speech-to-speech message below, audio included',
        ],
        [
          'Speech-to-speech over WebRTC',
          '`%STREAM_WEBRTC_URL%` (`webrtc_url`), joined with a LiveKit client',
          'The same control and text messages as reliable data packets; audio travels as tracks',
        ],
        [
          'Realtime text-to-speech',
          '`%STREAM_TTS_URL%?token=<publisher>` (`ws_tts_url`)',
          'The realtime TTS messages at the end of this page',
        ],
      ],
    ),
    'Always connect to the URLs that the session returns; the values above are this deployment\'s defaults. On the speech-to-speech socket every message, in both directions, is a JSON text frame `{"message_type": "<name>", "data": {…}}`. The realtime TTS socket\'s client messages use `type` and top-level fields instead.',
    '## Client → server',
    'Commands your client sends. Each message type has its own rate-limit bucket.',
    clientTable(sent, byKey),
    '## Server → client',
    'Messages your client receives. Transcripts, `pipeline_timings` and `tts_buffer_stats` can be switched on or off with `pipeline.allowed_message_types` in `set_task`; the others are always delivered.',
    serverTable(received, byKey),
    '## Errors by command',
    'The `error` and `warning` codes each command can cause. Any frame that is not a valid message gets `INVALID_MESSAGE`.',
    errorMatrix(sent),
    '## Realtime text-to-speech socket',
    'A separate socket for turning text into speech with low latency.',
    '### Client → server',
    clientTable(ttsSent, byKey),
    '### Server → client',
    serverTable(ttsReceived, byKey),
    '### Errors by message',
    errorMatrix(ttsSent),
    '## See also',
    [
      `- [Session sequence](${REFERENCE_ROUTE}/${SEQUENCE_SLUG}): a whole session as a sequence diagram.`,
      '- [Translation management API](/docs/streaming_api/management): the guide to driving a task.',
      '- [Translation Settings Breakdown](/docs/streaming_api/translation_settings_breakdown): every field of `set_task`.',
      '- [Error codes](/docs/error_codes#streaming-errors): every streaming error and warning with its fix.',
    ].join('\n'),
  ];
  return `${sections.join('\n\n')}\n`;
}
