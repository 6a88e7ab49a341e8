// The reference page of one message.

import {cell, frontMatterValue, linkMentions, mdxText} from '../../../spec-toolkit/index.mjs';
import {TRANSPORT_LABELS} from './model.mjs';
import {PLAYGROUND_ROUTE, REFERENCE_ROUTE, SEQUENCE_SLUG, codeHref, mentionLinks, messageSlug, route} from './paths.mjs';

const WHEN_LABEL = /^\*\*(When to send|When to expect it)\.\*\*\s*/;

const code = (text) => `\`${text}\``;

function linkTo(message) {
  return `[${code(message.name)}](${route(messageSlug(message))})`;
}

function envelope(message) {
  return message.envelopeField === 'message_type' ? `{"message_type": "${message.name}", "data": {…}}` : `{"type": "${message.name}", …}`;
}

function factsTable(message, byKey) {
  const sends = message.direction === 'client-to-server';
  const rows = [
    ['Direction', sends ? 'Client → server: your client sends it' : 'Server → client: your client receives it'],
    [
      'Transports',
      message.transports.length === 1
        ? `${TRANSPORT_LABELS[message.transports[0]]} only`
        : message.transports.map((transport) => TRANSPORT_LABELS[transport]).join(', '),
    ],
    ['Envelope', code(envelope(message))],
  ];
  if (sends) {
    rows.push([
      'Rate limit',
      message.rateLimit
        ? `${message.rateLimit.text} (${code(`x-rate-limit: ${message.rateLimit.raw}`)}); more are dropped with [${code('RATE_LIMIT_EXCEEDED')}](${codeHref('RATE_LIMIT_EXCEEDED')})`
        : 'No message-count limit',
    ]);
    rows.push([
      'Reply',
      message.replies.length > 0
        ? message.replies.map((key) => linkTo(byKey.get(key))).join(' or ')
        : 'None on success; an `error` when it fails',
    ]);
  } else {
    rows.push(['Rate limit', 'Not applicable: the server sends it']);
    if (message.replyTo.length > 0) rows.push(['Reply to', message.replyTo.map((key) => linkTo(byKey.get(key))).join(', ')]);
  }
  const channels = message.channels.map((channel) => code(channel.id)).join(', ');
  rows.push([
    'AsyncAPI',
    `Message ${code(`components.messages.${message.key}`)}, operation ${code(message.operationId)}, ${message.channels.length > 1 ? 'channels' : 'channel'} ${channels}`,
  ]);
  return [`| Message | ${code(message.name)} |`, '|:--|:--|', ...rows.map(([name, value]) => `| ${name} | ${value} |`)].join('\n');
}

/** Links list items that start with an error or warning code (`- \`NOT_FOUND\`: …`) to the Error codes page. */
function linkCodes(markdown) {
  return markdown.replace(/^(\s*- )`([A-Z][A-Z_]+)`:/gm, (_whole, bullet, name) => `${bullet}[${code(name)}](${codeHref(name)}):`);
}

/** Splits "**When to send.** …" off the description; returns the heading and the body. */
function whenSection(message) {
  const match = WHEN_LABEL.exec(message.description);
  if (match) return {heading: match[1], body: message.description.slice(match[0].length)};
  const heading = message.direction === 'client-to-server' ? 'When to send' : 'When to expect it';
  return {heading, body: message.description || message.summary};
}

function codeTable(entries, heading) {
  return [
    `| ${heading} | When |`,
    '|---|---|',
    ...entries.map((entry) => `| [${code(entry.code)}](${codeHref(entry.code)}) | ${cell(entry.when)} |`),
  ].join('\n');
}

function examplesSection(message) {
  if (message.examples.length === 0) return [];
  const blocks = message.examples.map((example) => {
    const title = example.summary || example.name;
    return ['```json title=' + JSON.stringify(title.replace(/"/g, "'")), JSON.stringify(example.payload, null, 2), '```'].join('\n');
  });
  return ['## Examples', ...blocks];
}

function errorsSection(message, links) {
  if (message.direction !== 'client-to-server') return [];
  const out = ['## Errors'];
  if (message.errors.length === 0) {
    out.push('This message causes no `error` of its own. A frame that is not a valid message gets `INVALID_MESSAGE`, as on any socket.');
  } else {
    out.push(
      `The server answers with an [${code('error')}](${links.get('error')}) message when \`${message.name}\` fails. Each code links to its fix on [Error codes](/docs/error_codes).`,
      codeTable(message.errors, 'Code'),
    );
  }
  if (message.warnings.length > 0) {
    out.push(
      '## Warnings',
      `These [${code('warning')}](${links.get('warning')}) messages report a problem without stopping the task.`,
      codeTable(message.warnings, 'Code'),
    );
  }
  return out;
}

function seeAlso(message) {
  const links = [];
  if (message.realtimeTts) {
    links.push('- [Realtime text-to-speech](/docs/streaming_api#realtime-text-to-speech): the socket, its lifecycle and a full example.');
  } else if (message.direction === 'client-to-server') {
    links.push(
      `- [Translation management API](/docs/streaming_api/management#${message.name}): the command in the guide, with its place in the workflow.`,
    );
  } else {
    links.push('- [Translation management API](/docs/streaming_api/management#server-messages): how to handle the server messages.');
  }
  if (message.name === 'set_task' || message.name === 'current_task') {
    links.push(
      '- [Translation Settings Breakdown](/docs/streaming_api/translation_settings_breakdown): every setting, grouped and explained.',
      '- [Settings validator](/docs/streaming_api/settings-validator): check a `set_task` message in your browser.',
    );
  }
  if (message.documentsErrors) links.push('- [Error codes](/docs/error_codes#streaming-errors): every streaming error with its fix.');
  links.push(
    `- [Session sequence](${REFERENCE_ROUTE}/${SEQUENCE_SLUG}): where the message fits in a whole session.`,
    `- [Messages at a glance](${REFERENCE_ROUTE}): every message of the protocol.`,
  );
  return ['## See also', links.join('\n')];
}

/** A link that opens the playground with this message loaded, for what a client sends on the speech-to-speech socket. */
function tryIt(message) {
  if (message.direction !== 'client-to-server' || message.realtimeTts) return [];
  return [
    `**[Try it in the playground](${PLAYGROUND_ROUTE}?message=${message.name})**: send \`${message.name}\` to a simulated server in your browser and see its answer, no API key needed.`,
  ];
}

/** MDX of one message page. `messages` is the whole model, for links. */
export function messagePage(message, messages) {
  const byKey = new Map(messages.map((m) => [m.key, m]));
  const links = mentionLinks(messages, message.realtimeTts);
  const socket = message.realtimeTts ? 'Realtime text-to-speech' : 'Streaming';
  const direction = message.direction === 'client-to-server' ? 'client-to-server' : 'server-to-client';
  const when = whenSection(message);
  const notes = message.notes.flatMap((note) => [
    `### ${code(note.path)}`,
    linkCodes(linkMentions(mdxText(note.description), links, message.name)),
  ]);
  const sections = [
    [
      '---',
      `title: ${frontMatterValue(message.title)}`,
      `sidebar_label: ${frontMatterValue(message.name)}`,
      `description: ${frontMatterValue(`${socket} ${direction} message ${message.name}: ${message.summary}`)}`,
      '---',
    ].join('\n'),
    "import MessageFieldTable from '@site/src/components/MessageFieldTable';",
    `# ${message.title}`,
    mdxText(message.summary),
    ...tryIt(message),
    factsTable(message, byKey),
    `## ${when.heading}`,
    linkMentions(mdxText(when.body), links, message.name),
    '## Fields',
    `<MessageFieldTable caption=${JSON.stringify(`Fields of ${message.name}`)} rows={${JSON.stringify(message.fields)}} />`,
    ...notes,
    ...examplesSection(message),
    ...errorsSection(message, links),
    ...seeAlso(message),
  ];
  return `${sections.join('\n\n')}\n`;
}
