// Collects what the message reference shows about each message of the AsyncAPI
// document: direction, channels and transports, rate limit, replies, fields,
// examples, and the error and warning codes it can cause.

import {GeneratorError, deref, display, fieldRows, oneLine, pointer} from '../../../spec-toolkit/index.mjs';

/** Channels of the realtime text-to-speech socket get their own folder and labels. */
const TTS_CHANNEL = 'textToSpeech';

export const TRANSPORT_LABELS = {ws: 'WebSocket', webrtc: 'WebRTC data channel'};

/** `1/2s` → "1 per 2 s", `60/1min` → "60 per minute", `50/1s` → "50 per second". */
export function rateLimitText(limit) {
  const match = /^(\d+)\/(\d+)(s|min)$/.exec(String(limit));
  if (!match) throw new GeneratorError(`x-rate-limit "${limit}" is not written as <count>/<number><s|min>.`);
  const [, count, amount, unit] = match;
  const word = unit === 's' ? 'second' : 'minute';
  // A no-break space keeps "2 s" together; the cell may wrap between the words, so the column stays narrow.
  const window = amount === '1' ? word : `${amount}\u00a0${unit === 's' ? 's' : 'min'}`;
  return `${count} per ${window}`;
}

/** The first paragraph of a Markdown description, on one line. */
export function firstParagraph(text) {
  return oneLine(String(text ?? '').split(/\n\s*\n/)[0]);
}

/** True when a description has more than one paragraph or a list, so a table cell would mangle it. */
export function isLongDescription(text) {
  const trimmed = String(text ?? '').trim();
  return /\n\s*\n/.test(trimmed) || /^\s*[-*] /m.test(trimmed);
}

/** `#/channels/speechToSpeech/messages/SetTask` → `SetTask`, following the channel's `$ref`. */
function componentKeyOf(spec, ref, file) {
  const target = pointer(spec, ref);
  const finalRef = target && typeof target.$ref === 'string' ? target.$ref : ref;
  const match = /^#\/components\/messages\/([^/]+)$/.exec(finalRef);
  if (!match) throw new GeneratorError(`${display(file)}: "${ref}" does not lead to a message under components.messages.`);
  return match[1];
}

function codesOf(spec, schemaName, file) {
  const values = spec.components?.schemas?.[schemaName]?.enum;
  if (!Array.isArray(values)) throw new GeneratorError(`${display(file)}: components.schemas.${schemaName} has no enum.`);
  return values;
}

function listOf(message, key, known, kind, file) {
  const entries = message[key] ?? [];
  if (!Array.isArray(entries)) throw new GeneratorError(`${display(file)}: ${message.name}: ${key} must be a list.`);
  return entries.map((entry, index) => {
    if (!entry || typeof entry.code !== 'string' || typeof entry.when !== 'string') {
      throw new GeneratorError(`${display(file)}: ${message.name}: ${key}[${index}] needs a code and a when.`);
    }
    if (!known.includes(entry.code)) {
      throw new GeneratorError(
        `${display(file)}: ${message.name}: ${key}[${index}] "${entry.code}" is not a ${kind} code (${known.join(', ')}).`,
      );
    }
    return {code: entry.code, when: oneLine(entry.when)};
  });
}

/**
 * Every message under `components.messages`, in document order, with the
 * facts its reference page shows. Throws a GeneratorError naming the message
 * when a fact the page needs is missing.
 */
export function messageModel(spec, file) {
  const components = spec.components?.messages;
  if (!components || typeof components !== 'object') {
    throw new GeneratorError(`${display(file)} has no components.messages.`);
  }
  const errorCodes = codesOf(spec, 'StreamErrorCode', file);
  const warningCodes = codesOf(spec, 'StreamWarningCode', file);

  const channelsOf = new Map();
  for (const [channelId, channel] of Object.entries(spec.channels ?? {})) {
    for (const [name, ref] of Object.entries(channel.messages ?? {})) {
      if (typeof ref?.$ref !== 'string') {
        throw new GeneratorError(`${display(file)}: channels.${channelId}.messages.${name} must be a $ref to components.messages.`);
      }
      const key = componentKeyOf(spec, ref.$ref, file);
      channelsOf.set(key, [...(channelsOf.get(key) ?? []), {id: channelId, title: channel.title ?? channelId}]);
    }
  }

  const directionOf = new Map();
  const repliesOf = new Map();
  const replyToOf = new Map();
  for (const [operationId, operation] of Object.entries(spec.operations ?? {})) {
    const sent = (operation.messages ?? []).map((ref) => componentKeyOf(spec, ref.$ref, file));
    const replies = (operation.reply?.messages ?? []).map((ref) => componentKeyOf(spec, ref.$ref, file));
    for (const key of sent) {
      directionOf.set(key, {action: operation.action, operationId});
      if (replies.length > 0) repliesOf.set(key, replies);
      for (const reply of replies) replyToOf.set(reply, [...(replyToOf.get(reply) ?? []), key]);
    }
  }

  return Object.entries(components).map(([key, message]) => {
    const where = `${display(file)}: components.messages.${key}`;
    if (!message.name) throw new GeneratorError(`${where} has no name.`);
    const direction = directionOf.get(key);
    if (!direction) throw new GeneratorError(`${where} is used by no operation, so its direction is unknown.`);
    const channels = channelsOf.get(key) ?? [];
    if (channels.length === 0) throw new GeneratorError(`${where} is in no channel.`);
    const transports = message['x-transports'];
    if (!Array.isArray(transports) || transports.some((t) => !(t in TRANSPORT_LABELS))) {
      throw new GeneratorError(`${where} needs x-transports listing ${Object.keys(TRANSPORT_LABELS).join(' and/or ')}.`);
    }
    const payload = deref(spec, message.payload).schema;
    const envelopeField = payload.required?.includes('message_type') ? 'message_type' : 'type';
    const realtimeTts = channels.some((channel) => channel.id === TTS_CHANNEL);
    const sends = direction.action === 'send';
    return {
      key,
      name: message.name,
      title: message.title ?? message.name,
      summary: oneLine(message.summary),
      description: String(message.description ?? '').trim(),
      direction: sends ? 'client-to-server' : 'server-to-client',
      operationId: direction.operationId,
      realtimeTts,
      channels,
      transports,
      rateLimit: message['x-rate-limit'] ? {raw: message['x-rate-limit'], text: rateLimitText(message['x-rate-limit'])} : null,
      envelopeField,
      replies: repliesOf.get(key) ?? [],
      replyTo: replyToOf.get(key) ?? [],
      fields: fieldRows(message.payload, {spec, describe: (schema) => firstParagraph(schema.description)}),
      notes: fieldNotes(spec, file, message.payload),
      examples: (message.examples ?? []).map((example, index) => {
        if (!example.payload) throw new GeneratorError(`${where}: examples[${index}] has no payload.`);
        return {
          name: example.name ?? `example-${index + 1}`,
          summary: oneLine(example.summary ?? example.name ?? ''),
          payload: example.payload,
        };
      }),
      errors: sends ? listOf(message, 'x-errors', errorCodes, 'StreamErrorCode', file) : [],
      warnings: sends ? listOf(message, 'x-warnings', warningCodes, 'StreamWarningCode', file) : [],
      documentsErrors: !sends && message.name === 'error',
    };
  });
}

/**
 * Fields whose description is too long for a table cell (several paragraphs
 * or a list, such as the list of error codes); the page prints them in full.
 */
function fieldNotes(spec, file, payload) {
  const notes = [];
  const visit = (schema, prefix, seen) => {
    const {schema: resolved, ref} = deref(spec, schema);
    if (ref && seen.includes(ref)) return;
    const nextSeen = ref ? [...seen, ref] : seen;
    for (const [name, child] of Object.entries(resolved.properties ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name;
      const childResolved = deref(spec, child).schema;
      if (isLongDescription(childResolved.description)) notes.push({path, description: String(childResolved.description).trim()});
      visit(child, path, nextSeen);
    }
  };
  visit(payload, '', []);
  return notes;
}
