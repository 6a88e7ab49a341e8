// The limits of WebSocket input audio that the chunk size calculator uses:
// sample rate and channels from `components.schemas.InputSource`, the chunk
// duration from `x-chunk-duration-ms` of the `input_audio_data` message.
import {GeneratorError, display, resolve} from '../../spec-toolkit/index.mjs';

export function inputAudioLimits(spec, file) {
  const source = resolve(spec, spec.components?.schemas?.InputSource);
  const rate = resolve(spec, source.properties?.sample_rate);
  const channels = resolve(spec, source.properties?.channels);
  const chunk = spec.components?.messages?.InputAudioData?.['x-chunk-duration-ms'];
  const limits = {
    sampleRate: {minimum: rate.minimum, maximum: rate.maximum, recommended: source.examples?.[0]?.sample_rate},
    channels: channels.enum,
    chunkDurationMs: chunk,
  };
  const numbers = [...Object.values(limits.sampleRate), chunk?.minimum, chunk?.maximum, chunk?.recommended];
  if (!numbers.every(Number.isInteger) || !Array.isArray(limits.channels)) {
    throw new GeneratorError(
      `${display(file)} needs InputSource.sample_rate minimum and maximum, the InputSource.channels enum, a sample_rate in InputSource's first example and InputAudioData x-chunk-duration-ms {minimum, maximum, recommended}.`,
    );
  }
  return limits;
}
