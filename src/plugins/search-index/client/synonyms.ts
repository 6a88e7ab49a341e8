/**
 * The reader's vocabulary, as opposed to the docs': how questions are framed
 * and what readers call the API's concepts. The engine reads these lists only.
 */

/**
 * Words and phrases that frame a question or a complaint ("how many …",
 * "what happens …", "keeps …") and say nothing of its subject. With lunr's
 * stop words they are left out of a query that has other words; what the
 * framing asks for is in ASPECTS.
 */
export const FRAMING = [
  'how many',
  'how much',
  'how long',
  'how often',
  'how large',
  'how big',
  'what happens',
  'happens',
  'keeps',
  'need',
  'needs',
  'want',
  'possible',
  'add',
  'use',
  'using',
  'make',
  'work',
  'works',
  'please',
  'someone',
  'something',
  'never',
  'becomes',
  'doesnt',
  'dont',
  'wont',
  'isnt',
  'cant',
];

/** Words that state a problem: a query holding one is a symptom, which an error code or a status answers. */
export const SYMPTOM_WORDS = [
  'not',
  'no',
  'never',
  'cannot',
  'cant',
  'doesnt',
  'dont',
  'wont',
  'isnt',
  'too',
  'fails',
  'failed',
  'wrong',
  'rejected',
  'expired',
  'invalid',
  'missing',
  'stuck',
  'refused',
  'denied',
  'exceeded',
  'closes',
  'closed',
  'disconnects',
  'stutters',
  'lags',
  'choppy',
  'hangs',
  'freezes',
  'silent',
  'unable',
  'lost',
  'broken',
  'ignored',
  'blocked',
];

/**
 * What a question's framing asks for. A query holding the words on the left
 * (in that order, as stems) lifts the docs that also hold the words on the
 * right; those words find no doc on their own.
 */
export const ASPECTS: [reader: string, docs: string][] = [
  ['how many', 'limit maximum'],
  ['too many', 'many limit'],
  ['how long', 'seconds duration'],
  ['how often', 'rate limit'],
  ['how large', 'size limit'],
  ['how big', 'size limit'],
];

/**
 * Words readers type for what the docs name otherwise (a message, a setting,
 * a catalogue entry). A query holding the words on the left (in that order,
 * as stems) also searches for the words on the right, as if the reader had
 * typed them in the place of each of those words.
 */
export const SYNONYMS: [reader: string, docs: string][] = [
  ['interrupt', 'flush_task barge'],
  ['barge', 'flush_task cancel'],
  ['cut off', 'flush_task'],
  ['stop', 'end_task'],
  ['finished', 'eos end_task'],
  ['all sent', 'eos'],
  ['done', 'eos'],
  ['pause', 'pause_task'],
  ['resume', 'set_task'],
  ['throttled', 'rate limit 429 8001 rate_limit_exceeded'],
  ['rejected', 'unauthorized invalid'],
  ['denied', 'unauthorized forbidden'],
  ['drops', 'recovering reconnect'],
  ['disconnected', 'recovering reconnect'],
  ['listeners', 'subscriber'],
  ['audience', 'subscriber'],
  ['viewers', 'subscriber'],
  ['speak', 'tts'],
  ['aloud', 'tts'],
  ['mistranslated', 'glossary'],
  ['terminology', 'glossary'],
  ['session expired', 'expiration ttl lifecycle'],
  ['how long valid', 'ttl expiration'],
  ['link', 'url'],
  ['exist', 'found'],
  ['ran out', 'exhausted quota'],
  ['run out', 'exhausted quota'],
  ['leaked', 'revoke rotation'],
  ['said', 'transcription'],
  ['translated text', 'translated_transcription'],
  ['reconnecting', 'live'],
  ['contain', 'fields'],
  ['lag', 'latency max_tempo desired_queue_level_ms'],
  ['delay', 'latency'],
  ['twice', 'idempotent'],
  ['duplicates', 'idempotent'],
  ['how long take', 'processing status'],
  ['ready', 'state'],
  ['reach', 'unreachable'],
  ['compress', 'zlib'],
  ['cors', 'browsers'],
  ['before finished', 'partial'],
  ['still talking', 'partial'],
  ['still speaking', 'partial'],
  ['nobody speaks', 'stalled silence'],
  ['keep alive', 'stalled idle ping pong'],
  ['minute', '60'],
];
