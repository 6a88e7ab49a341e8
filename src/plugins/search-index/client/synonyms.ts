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
  // Words of any English sentence that lunr's stop words leave in ("even though", "comes back", "actually"): in the
  // docs they are rare, so they would weigh as much as the words that say what the question is about.
  'even',
  'though',
  'although',
  'actually',
  'really',
  'already',
  'anything',
  'everything',
  'anyone',
  'everyone',
  'somehow',
  'getting',
  'gets',
  'comes back',
  'come back',
  'goes',
  'going',
  'seems',
  'tried',
  'trying',
  'supposed',
  'show up',
  'shows up',
  'turns up',
  'way',
  'anymore',
  'suddenly',
  'sometimes',
  'randomly',
  'happen',
  'occur',
  'occurs',
  'properly',
  'correctly',
  'whenever',
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
  ['too often', 'rate limit'],
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

/**
 * Words of like meaning that any reader may use for the docs' own (a verb of an operation, a limit): a query holding
 * the word on the left also searches, with less weight, for the words on the right. Unlike SYNONYMS they name no
 * concept of the API, so a doc whose title holds them is no more the answer for it.
 */
export const RELATED: [reader: string, docs: string][] = [
  ['change', 'update edit'],
  ['modify', 'update edit change'],
  ['edit', 'update change'],
  ['remove', 'delete'],
  ['fetch', 'get retrieve list'],
  ['retrieve', 'get list'],
  ['begin', 'start'],
  ['maximum', 'limit'],
  ['longest', 'limit maximum'],
];
