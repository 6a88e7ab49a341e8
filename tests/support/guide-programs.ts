import type {StreamScript} from './stand-ins/stream-stand-in';

/**
 * What a guide program needs besides its own file, as the page tells the reader:
 * arguments, a program of an earlier step run first in the same folder (it saves
 * the reply the next step reads), input files. Files named like a titled JSON or
 * CSV block of the guides (`create-broadcast.json`, `translation-en-es.csv`) are
 * written from that block.
 */
export type GuideProgramSetup = {
  args?: string[];
  /** File name of the earlier step's program in the same language on the same page. */
  after?: string;
  /** Input files the page asks the reader to have, by name: a short WAV tone or bytes of the size given. */
  media?: Record<string, 'wav' | number>;
  /** The program is a server: it is started with PORT set, asked for `path`, then stopped. */
  server?: {path: string};
  stream?: Partial<StreamScript>;
  /** Named spec examples successive calls of an operation answer with (see RestMock.examples). */
  examples?: Record<string, string[]>;
  /** Text the program's output must contain. */
  expect?: string[];
};

const SESSION_ID = 'k3v9x2m7.50ff0fa2.e41b7c09';
const setups: Record<string, GuideProgramSetup> = {
  'delete_session.py': {args: [SESSION_ID]},
  'delete-session.ts': {args: [SESSION_ID]},
  'upload_sample.py': {after: 'clone_voice.py', media: {'keynote-2024-clip.mp4': 200_000}},
  'upload-sample.mts': {after: 'clone-voice.mts', media: {'keynote-2024-clip.mp4': 200_000}},
  'upload-sample.ts': {after: 'clone-voice.ts', media: {'keynote-2024-clip.mp4': 200_000}},
  'wait_for_voice.py': {after: 'clone_voice.py'},
  'wait-for-voice.ts': {after: 'clone-voice.ts'},
  'wait-for-voice.mts': {after: 'clone-voice.mts'},
  'upload_glossary_file.py': {after: 'create_glossary.py'},
  'upload-glossary-file.ts': {after: 'create-glossary.ts'},
  'upload-glossary-file.mts': {after: 'create-glossary.mts'},
  'get_glossary.py': {after: 'create_glossary.py'},
  'get-glossary.ts': {after: 'create-glossary.ts'},
  'get-glossary.mts': {after: 'create-glossary.mts'},
  'captions-access-server.ts': {server: {path: '/captions-access/9d2e7c41-5f3a-4b86-a1d0-7e6c3b2f8a95'}},
};

export function guideProgramSetup(fileName: string): GuideProgramSetup {
  return setups[fileName] ?? {};
}
