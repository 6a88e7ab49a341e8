import type {LocalAudioTrack, Room} from 'livekit-client';

type LiveKit = typeof import('livekit-client');

type Transcription = {transcription_id: string; language: string; text: string};

/** The server messages this page uses; they arrive as reliable data packets. */
type ServerMessage =
  | {message_type: 'partial_transcription' | 'validated_transcription' | 'translated_transcription'; data: {transcription: Transcription}}
  | {message_type: 'current_task'; data: {task_status: 'running' | 'paused'}}
  | {message_type: 'error'; data: {code: string; desc: string; param?: string | null}}
  | {message_type: 'warning'; data: {code: string; message: string}}
  | {message_type: 'eos'; data: Record<string, never>};

export type Status = 'loading' | 'idle' | 'connecting' | 'starting' | 'live' | 'stopping' | 'failed';

// set_task and get_task allow one message per 2 s each, counted where they arrive. A poll goes
// 2.5 s after the reply to the previous one; a set_task change, which has no reply, 2.5 s after the last.
const COMMAND_INTERVAL_MS = 2500;

// #region settings
function taskSettings(sourceLanguage: string, targetLanguage: string) {
  return {
    input_stream: {content_type: 'audio', source: {type: 'webrtc'}},
    output_stream: {content_type: 'audio', target: {type: 'webrtc'}},
    pipeline: {
      transcription: {source_language: sourceLanguage},
      translations: [{target_language: targetLanguage, speech_generation: {voice_id: 'default_low'}}],
    },
  };
}
// #endregion

/**
 * Joins a session's WebRTC room, publishes the microphone, plays the translated
 * track and keeps live captions. livekit-client is loaded when the page mounts,
 * in the browser only, so that a click on Start can unlock audio at once.
 */
export function useLiveTranslation(audioContainer: Ref<HTMLElement | null>) {
  const status = ref<Status>('loading');
  const problem = ref('');
  const partial = ref(''); // the source phrase being spoken; may still change
  const transcripts = ref<string[]>([]); // final source phrases
  const translations = ref<string[]>([]); // their translations

  let livekit: LiveKit | undefined;
  let room: Room | undefined;
  let microphone: LocalAudioTrack | undefined;
  let sessionId: string | undefined;
  let lastSetTaskAt = 0;
  let lastLanguages: [string, string] = ['en', 'es'];
  let pendingSetTask: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let pollReplied: (() => void) | undefined; // called by the reply to the get_task in flight
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();

  onMounted(async () => {
    livekit = await import('livekit-client');
    status.value = 'idle';
  });

  // #region send
  /** Commands travel as JSON in reliable data packets on the default topic. */
  async function send(message_type: string, data: object) {
    await room?.localParticipant.publishData(encoder.encode(JSON.stringify({message_type, data})), {reliable: true});
  }
  // #endregion

  // #region start
  async function start(sourceLanguage: string, targetLanguage: string) {
    if (!livekit || (status.value !== 'idle' && status.value !== 'failed')) return;
    // Browsers allow playback only while they handle the click (Safari strictly):
    // create the room and unlock audio now, before the first await.
    room = new livekit.Room();
    const audioUnlocked = room.startAudio();
    problem.value = '';
    partial.value = '';
    transcripts.value = [];
    translations.value = [];
    status.value = 'connecting';
    try {
      // Our own server creates the session: the API key stays there.
      const session = await $fetch<{id: string; webrtc_url: string; publisher: string}>('/api/session', {method: 'POST'});
      sessionId = session.id;
      await audioUnlocked;
      await joinRoom(room, session.webrtc_url, session.publisher);
      status.value = 'starting';
      await sendSetTask(sourceLanguage, targetLanguage);
      await waitUntilRunning();
      await publishMicrophone();
      status.value = 'live';
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
      await cleanUp();
    }
  }
  // #endregion

  // #region join
  async function joinRoom(room: Room, url: string, token: string) {
    const {RoomEvent, Track} = livekit!;
    // #region play
    room.on(RoomEvent.TrackSubscribed, (track, publication) => {
      // One translated track per target language, named translation_<language>.
      if (track.kind === Track.Kind.Audio && publication.trackName.startsWith('translation_')) {
        audioContainer.value?.append(track.attach());
      }
    });
    room.on(RoomEvent.TrackUnsubscribed, (track) => track.detach().forEach((element) => element.remove()));
    // #endregion
    room.on(RoomEvent.DataReceived, (payload) => handle(JSON.parse(decoder.decode(payload)) as ServerMessage));
    room.on(RoomEvent.Disconnected, () => {
      if (status.value === 'live' || status.value === 'starting') fail('The connection to the room was lost.');
    });
    await room.connect(url, token, {autoSubscribe: true});
  }
  // #endregion

  // #region configure
  async function sendSetTask(sourceLanguage: string, targetLanguage: string) {
    lastSetTaskAt = Date.now();
    lastLanguages = [sourceLanguage, targetLanguage];
    await send('set_task', taskSettings(sourceLanguage, targetLanguage));
  }

  /** Polls get_task, 2.5 s after each reply, until current_task says running; gives up after 30 s. */
  async function waitUntilRunning() {
    const deadline = Date.now() + 30_000;
    while (!running) {
      if (Date.now() + COMMAND_INTERVAL_MS > deadline) throw new Error('The translation did not start within 30 s.');
      if (status.value !== 'starting') throw new Error(problem.value || 'Stopped.');
      const replied = new Promise<void>((resolve) => {
        pollReplied = resolve;
        setTimeout(resolve, deadline - Date.now());
      });
      await send('get_task', {});
      await replied;
      pollReplied = undefined;
      if (!running) await new Promise((resolve) => setTimeout(resolve, COMMAND_INTERVAL_MS));
    }
  }
  // #endregion

  // #region publish
  async function publishMicrophone() {
    microphone = await livekit!.createLocalAudioTrack({
      channelCount: 1,
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    });
    await room!.localParticipant.publishTrack(microphone, {dtx: false, red: false});
  }
  // #endregion

  // #region captions
  function handle(message: ServerMessage) {
    switch (message.message_type) {
      case 'current_task':
        running = message.data.task_status === 'running';
        pollReplied?.();
        break;
      case 'partial_transcription':
        partial.value = message.data.transcription.text;
        break;
      case 'validated_transcription':
        partial.value = '';
        transcripts.value = [...transcripts.value, message.data.transcription.text].slice(-50);
        break;
      case 'translated_transcription':
        translations.value = [...translations.value, message.data.transcription.text].slice(-50);
        break;
      case 'error':
        if (message.data.code === 'RATE_LIMIT_EXCEEDED') {
          // The command was dropped, not refused: a get_task poll follows anyway; send set_task again.
          if (message.data.param === 'set_task') scheduleSetTask(...lastLanguages);
          if (message.data.param === 'get_task') pollReplied?.();
          break;
        }
        // NOT_FOUND without a param is the normal reply to get_task while the task starts.
        if (message.data.code === 'NOT_FOUND' && !message.data.param && !running) {
          pollReplied?.();
          break;
        }
        if (!running) fail(`The translation could not start: ${message.data.code} ${message.data.desc}`);
        else console.warn(`Server error ${message.data.code}: ${message.data.desc}`);
        break;
      case 'warning':
        console.warn(`Server warning ${message.data.code}: ${message.data.message}`);
        break;
    }
  }
  // #endregion

  // #region languages
  /** Applies new languages to the running task. */
  function changeLanguages(sourceLanguage: string, targetLanguage: string) {
    if (status.value === 'live') scheduleSetTask(sourceLanguage, targetLanguage);
  }

  /** Sends set_task at its next slot, 2.5 s after the previous one; quick changes become one. */
  function scheduleSetTask(sourceLanguage: string, targetLanguage: string) {
    clearTimeout(pendingSetTask);
    const wait = Math.max(0, lastSetTaskAt + COMMAND_INTERVAL_MS - Date.now());
    pendingSetTask = setTimeout(() => void sendSetTask(sourceLanguage, targetLanguage), wait);
  }
  // #endregion

  // #region stop
  async function stop() {
    if (!room && !sessionId) return;
    status.value = 'stopping';
    clearTimeout(pendingSetTask);
    try {
      if (running) await send('end_task', {force: false});
    } finally {
      await cleanUp();
      status.value = 'idle';
    }
  }

  async function cleanUp() {
    running = false;
    microphone?.stop();
    microphone = undefined;
    await room?.disconnect();
    room = undefined;
    if (sessionId) {
      const id = sessionId;
      sessionId = undefined;
      // keepalive lets the request finish even while the page is being closed.
      await $fetch(`/api/session/${encodeURIComponent(id)}`, {method: 'DELETE', keepalive: true}).catch(() => {});
    }
  }
  // #endregion

  function fail(message: string) {
    problem.value = message;
    status.value = 'failed';
  }

  return {status, problem, partial, transcripts, translations, start, stop, changeLanguages};
}
