import defaultPreset from '@site/specs/presets/default.json';
import speedPreset from '@site/specs/presets/speed.json';
import qualityPreset from '@site/specs/presets/quality.json';

/**
 * The `set_task` presets of `specs/presets/` (written for WebRTC), and their
 * WebSocket form. Used by the Recommended settings page and the settings
 * validator, so both show the same messages.
 */
export type SetTaskMessage = {message_type: string; data: Record<string, unknown>};

export const presets = [
  {name: 'default', label: 'Default', message: defaultPreset as SetTaskMessage},
  {name: 'speed', label: 'Speed', message: speedPreset as SetTaskMessage},
  {name: 'quality', label: 'Quality', message: qualityPreset as SetTaskMessage},
] as const;

/** The recommended WebSocket audio: 24 kHz mono `pcm_s16le` in and out. */
export const webSocketStreams = {
  input_stream: {content_type: 'audio', source: {type: 'ws', format: 'pcm_s16le', sample_rate: 24000, channels: 1}},
  output_stream: {content_type: 'audio', target: {type: 'ws', format: 'pcm_s16le'}},
};

/** A preset with its WebRTC streams replaced by the WebSocket ones. */
export function overWebSocket(preset: SetTaskMessage): SetTaskMessage {
  return {...preset, data: {...preset.data, ...webSocketStreams}};
}
