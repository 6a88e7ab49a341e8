// Types of the streaming messages this client sends and receives.
// Every message is a JSON text frame: {"message_type": "...", "data": {...}}.

export type TaskSettings = {
  input_stream: {
    content_type: 'audio';
    source: {type: 'ws'; format: 'pcm_s16le'; sample_rate: number; channels: 1 | 2};
  };
  output_stream: {
    content_type: 'audio';
    target: {type: 'ws'; format: 'pcm_s16le'};
  };
  pipeline: {
    transcription: {source_language: string};
    translations: {target_language: string; speech_generation: {voice_id: string}}[];
  };
};

export type ClientMessage =
  | {message_type: 'set_task'; data: TaskSettings}
  | {message_type: 'get_task'; data: Record<string, never>}
  | {message_type: 'input_audio_data'; data: {data: string}}
  | {message_type: 'end_task'; data: {force: boolean; eos_timeout: number}};

export type Transcription = {
  transcription_id: string;
  language: string;
  text: string;
  segments: {start: number; end: number; start_timestamp: number; end_timestamp: number; text: string}[];
};

export type StreamError = {
  code: string;
  desc: string;
  param?: string | null;
  details?: {loc: (string | number)[]; msg: string}[] | null;
};

export type OutputAudio = {
  data: string; // base64 pcm_s16le, 24,000 Hz, mono
  language: string;
  /** The final chunk of one translated phrase. */
  last_chunk: boolean;
  transcription_id: string;
  translation_part_id: string;
};

export type ServerMessage =
  | {
      message_type: 'partial_transcription' | 'validated_transcription' | 'translated_transcription' | 'partial_translated_transcription';
      data: {transcription: Transcription};
    }
  | {message_type: 'output_audio_data'; data: OutputAudio}
  | {message_type: 'current_task'; data: TaskSettings & {task_status: 'running' | 'paused'}}
  | {message_type: 'eos'; data: Record<string, never>}
  | {message_type: 'error'; data: StreamError}
  | {message_type: 'warning'; data: {code: string; message: string}}
  | {message_type: 'pipeline_timings' | 'tts_buffer_stats'; data: Record<string, unknown>};
