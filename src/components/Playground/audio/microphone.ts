/** An open microphone: blocks of mono float samples at the device's rate. */
export type Microphone = {sampleRate: number; stop: () => void};

const BLOCK = 4096;

/**
 * Asks for the microphone (the browser prompts once per origin) and calls
 * `onBlock` with each block of samples. A ScriptProcessorNode keeps this to one
 * file with no worklet module to serve; it runs on the main thread, which is
 * fine for one mono stream.
 */
export async function openMicrophone(onBlock: (samples: Float32Array) => void): Promise<Microphone> {
  const stream = await navigator.mediaDevices.getUserMedia({audio: {channelCount: 1, echoCancellation: true, noiseSuppression: true}});
  const context = new AudioContext();
  const source = context.createMediaStreamSource(stream);
  const processor = context.createScriptProcessor(BLOCK, 1, 1);
  const mute = context.createGain();
  mute.gain.value = 0;
  processor.onaudioprocess = (event) => onBlock(new Float32Array(event.inputBuffer.getChannelData(0)));
  // The processor runs only while connected to the output; the gain of 0 keeps the room from hearing itself.
  source.connect(processor).connect(mute).connect(context.destination);
  await context.resume();
  return {
    sampleRate: context.sampleRate,
    stop: () => {
      processor.disconnect();
      source.disconnect();
      stream.getTracks().forEach((track) => track.stop());
      void context.close();
    },
  };
}
