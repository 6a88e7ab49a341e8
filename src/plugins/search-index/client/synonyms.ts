/**
 * Words readers type for what the docs name otherwise. A query holding the
 * words on the left (in that order, as stems) also searches for the words on
 * the right, as if the reader had typed them in the place of the last one.
 */
export const SYNONYMS: [reader: string, docs: string][] = [
  ['interrupt', 'flush barge'],
  ['cut off', 'flush'],
  ['throttled', 'rate limit'],
  ['rejected', 'unauthorized invalid'],
  ['denied', 'unauthorized forbidden'],
  ['drops', 'recovering reconnect'],
  ['disconnected', 'recovering reconnect'],
  ['listeners', 'subscriber'],
  ['audience', 'subscriber'],
  ['speak', 'tts'],
  ['aloud', 'tts'],
  ['mistranslated', 'glossary'],
  ['terminology', 'glossary'],
  ['expired', 'expiration ttl'],
  ['valid', 'ttl expiration'],
  ['all sent', 'eos'],
  ['finished', 'eos'],
  ['lag', 'latency'],
  ['twice', 'idempotent'],
  ['duplicates', 'idempotent'],
  ['how long take', 'processing status'],
  ['how large', 'limits'],
  ['how big', 'size'],
  ['ready', 'state'],
];
