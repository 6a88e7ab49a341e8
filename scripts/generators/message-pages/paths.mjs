// Where the message reference lives: doc ids, site paths and files.

import {streamingCodeHref} from '../../../shared/error-anchors.mjs';

/** Folder of the generated pages, relative to the docs plugin's `docs/` folder. */
export const REFERENCE_DIR = 'docs/streaming_api/messages';
export const REFERENCE_ROUTE = `/${REFERENCE_DIR}`;
export const SEQUENCE_SLUG = 'session-sequence';
/** The page that runs the protocol against a simulated server. */
export const PLAYGROUND_ROUTE = '/docs/playground';
const TTS_DIR = 'realtime-tts';

/** Path of a message page below the reference folder: `set_task`, `realtime-tts/init`. */
export function messageSlug(message) {
  return message.realtimeTts ? `${TTS_DIR}/${message.name}` : message.name;
}

export const docId = (slug) => `${REFERENCE_DIR}/${slug}`;
export const route = (slug) => `${REFERENCE_ROUTE}/${slug}`;

/** Site path of an error or warning code on the Error codes page (`VALIDATION_ERROR` → `#validation-error`). */
export const codeHref = streamingCodeHref;

/** Name → site path for linking mentions, preferring the socket of the page being written. */
export function mentionLinks(messages, realtimeTts) {
  const links = new Map();
  for (const message of messages.filter((m) => m.realtimeTts === realtimeTts)) links.set(message.name, route(messageSlug(message)));
  return links;
}
