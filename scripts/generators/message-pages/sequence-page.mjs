// "Session sequence": a whole session as Mermaid sequence diagrams, with the
// steps written out and linked. Message names and limits come from the model,
// so a renamed or removed message fails the generator instead of leaving a
// stale diagram.

import {GeneratorError} from '../../../spec-toolkit/index.mjs';
import {REFERENCE_ROUTE, messageSlug, route} from './paths.mjs';

function pick(messages) {
  const byKey = new Map(messages.map((m) => [m.key, m]));
  return (key) => {
    const message = byKey.get(key);
    if (!message) throw new GeneratorError(`the session sequence needs components.messages.${key}, which the document lacks.`);
    return message;
  };
}

const code = (text) => `\`${text}\``;

function webSocketDiagram(m) {
  return [
    '```mermaid',
    'sequenceDiagram',
    '  accTitle: A WebSocket session from creating the session to the closed connection',
    '  participant B as Your backend',
    '  participant R as REST API',
    '  participant C as Streaming client',
    '  participant S as Streaming server',
    '  B->>R: POST /session-storage/session (ClientId, ClientSecret)',
    '  R-->>B: 201 publisher, ws_url, webrtc_url',
    '  B-->>C: ws_url and publisher token',
    '  C->>S: WebSocket connect to ws_url?token=publisher',
    `  C->>S: ${m('SetTask').name}`,
    '  loop until running, each poll after the last reply',
    `    C->>S: ${m('GetTask').name}`,
    `    S-->>C: ${m('StreamError').name} NOT_FOUND, then ${m('CurrentTask').name}`,
    '  end',
    '  loop real time, one 320 ms chunk at a time',
    `    C->>S: ${m('InputAudioData').name}`,
    `    S-->>C: ${m('PartialTranscription').name}, then ${m('ValidatedTranscription').name}`,
    `    S-->>C: ${m('TranslatedTranscription').name} (one per target)`,
    `    S-->>C: ${m('OutputAudioData').name} chunks until last_chunk`,
    '  end',
    `  opt change or control the task`,
    `    C->>S: ${m('SetTask').name}, ${m('PauseTask').name}, ${m('FlushTask').name} or ${m('TtsTask').name}`,
    '  end',
    `  C->>S: ${m('EndTask').name} with eos_timeout 5`,
    `  S-->>C: ${m('Eos').name}`,
    '  S-->>C: close 1000 (task ended)',
    '```',
  ].join('\n');
}

function webRtcDiagram(m) {
  return [
    '```mermaid',
    'sequenceDiagram',
    '  accTitle: A WebRTC session: join the room, send the task settings, publish the microphone, receive the translation tracks',
    '  participant C as WebRTC client',
    '  participant S as Room and translator',
    '  C->>S: join webrtc_url with the publisher token',
    `  C->>S: ${m('SetTask').name} (data packet, type webrtc)`,
    '  C->>S: publish the microphone track',
    '  S-->>C: one translation_xx track per target',
    `  S-->>C: ${m('ValidatedTranscription').name}, ${m('TranslatedTranscription').name} (data packets)`,
    `  C->>S: ${m('EndTask').name}`,
    '  C->>S: leave the room',
    '```',
  ].join('\n');
}

function ttsDiagram(m) {
  return [
    '```mermaid',
    'sequenceDiagram',
    '  accTitle: The realtime text-to-speech socket: settings once, then text in and audio chunks out',
    '  participant C as Your client',
    '  participant T as Realtime TTS server',
    '  C->>T: WebSocket connect to ws_tts_url?token=publisher',
    `  C->>T: ${m('TtsInit').name} (once)`,
    '  loop each clause or sentence',
    `    C->>T: ${m('TtsText').name}`,
    `    T-->>C: ${m('AudioChunk').name} chunks, then a final marker`,
    '  end',
    `  opt the listener barges in`,
    `    C->>T: ${m('TtsCancel').name}`,
    '  end',
    '  C->>T: close the socket',
    '```',
  ].join('\n');
}

/** MDX of the sequence page. */
export function sequencePage(messages) {
  const m = pick(messages);
  const link = (key) => `[${code(m(key).name)}](${route(messageSlug(m(key)))})`;
  const limit = (key) => m(key).rateLimit.text;
  const steps = [
    '1. **Create a session** on your backend with your API keys. The reply holds the `publisher` token and the `ws_url` (or `webrtc_url`) for the client; see [Session Management](/docs/streaming_api/session).',
    '2. **Connect** the client to `ws_url?token=<publisher>` and wait for the open event.',
    `3. **Send ${link('SetTask')}** with the complete settings. It is not acknowledged. Limit: ${limit('SetTask')}.`,
    `4. **Poll ${link('GetTask')}** (limit: ${limit('GetTask')}). The reply is ${link('StreamError')} with code \`NOT_FOUND\` until the pipeline runs, then ${link('CurrentTask')} with \`task_status: "running"\`. Give up after 30 s.`,
    `5. **Stream ${link('InputAudioData')}** in 320 ms chunks at real-time pace. Audio sent before the task runs is discarded.`,
    `6. **Receive**, per segment: ${link('PartialTranscription')} messages, one ${link('ValidatedTranscription')}, one ${link('TranslatedTranscription')} per target (after ${link('PartialTranslatedTranscription')} when enabled), and ${link('OutputAudioData')} chunks per target until \`last_chunk: true\`. Optionally ${link('PipelineTimings')}, ${link('TtsBufferStats')} and ${link('StreamWarning')}.`,
    `7. **Control the task** while it runs: ${link('SetTask')} again to change settings, ${link('PauseTask')} (limit: ${limit('PauseTask')}) to pause, ${link('FlushTask')} (limit: ${limit('FlushTask')}) on barge-in, ${link('TtsTask')} (limit: ${limit('TtsTask')}) to speak a text.`,
    `8. **Finish** with ${link('EndTask')}, for example \`{"force": false, "eos_timeout": 5}\`. The server lets the phrases in flight finish, sends ${link('Eos')} and closes the connection with code 1000.`,
    '9. **Clean up.** The session is invalidated within a minute of `end_task`; deleting it over REST frees the plan slot at once.',
  ];
  const sections = [
    [
      '---',
      'title: "Session sequence"',
      'sidebar_label: "Session sequence"',
      'description: "A whole streaming session as sequence diagrams: session, connection, set_task, polling, audio, results and end_task, on WebSocket, WebRTC and the realtime TTS socket."',
      '---',
    ].join('\n'),
    '# Session sequence',
    `This page shows the order of the messages in a whole session. Each message links to its page in the [message reference](${REFERENCE_ROUTE}).`,
    '## WebSocket session',
    webSocketDiagram(m),
    '### Step by step',
    steps.join('\n'),
    '## WebRTC session',
    `On WebRTC the control and text messages are the same, sent as reliable data packets. Audio travels as tracks instead of ${link('InputAudioData')} and ${link('OutputAudioData')}.`,
    webRtcDiagram(m),
    '## Ordering guarantees',
    [
      `- For one \`transcription_id\`, every ${link('PartialTranscription')} comes before the ${link('ValidatedTranscription')}; each target's ${link('TranslatedTranscription')} follows it; that target's ${link('OutputAudioData')} chunks arrive in order and end with \`last_chunk: true\`.`,
      '- Different segments and different targets may interleave: route messages by `transcription_id` and `language`.',
      '- Commands are processed in the order they arrive.',
    ].join('\n'),
    '## Realtime text-to-speech socket',
    `The realtime TTS socket has its own, shorter sequence. ${link('TtsInit')} comes first and only once; the limit for ${link('TtsText')} is ${limit('TtsText')}.`,
    ttsDiagram(m),
    '## See also',
    [
      `- [Messages at a glance](${REFERENCE_ROUTE}): every message in one table.`,
      '- [Translation management API](/docs/streaming_api/management#typical-workflow): the same workflow in the guide.',
      '- [Publishing and receiving audio](/docs/streaming_api/publishing_and_receiving_audio): chunk sizes, pacing and tracks.',
    ].join('\n'),
  ];
  return `${sections.join('\n\n')}\n`;
}
