export {StreamEngine, STREAM_PATH, TTS_PATH, WEBRTC_PATH, COMMAND_INTERVAL_MS, answersGetTask} from './engine';
export type {Connection, Detail, EngineOptions, GlossaryEntry, Handshake, Peer, Refusal, StreamSession, TokenHolder} from './engine';
export {defaultScript, type StreamScript} from './script';
export {OUTPUT_RATE, fromBase64, readWavHeader, toBase64, tone} from './audio';
