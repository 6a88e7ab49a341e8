// The first message the WebSocket samples send: a small `set_task` for the
// WebSocket transport (English to Spanish). tests/unit checks it against the
// TaskSettings schema of the OpenAPI description, so the two cannot drift.
export const FIRST_WEBSOCKET_MESSAGE = {
  message_type: 'set_task',
  data: {
    input_stream: {
      content_type: 'audio',
      source: {type: 'ws', format: 'pcm_s16le', sample_rate: 24000, channels: 1},
    },
    output_stream: {
      content_type: 'audio',
      target: {type: 'ws', format: 'pcm_s16le'},
    },
    pipeline: {
      transcription: {source_language: 'en'},
      translations: [{target_language: 'es', speech_generation: {voice_id: 'default_low'}}],
    },
  },
};
