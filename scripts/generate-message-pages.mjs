#!/usr/bin/env node
// Generates the message reference of the streaming protocol from
// `specs/asyncapi.yaml`: one MDX page per message, a "Messages at a glance"
// page and a "Session sequence" page, written into
// `docs/docs/streaming_api/messages/` (gitignored), plus the sidebar items of
// that folder in `src/data/generated/message-sidebar.json`, which `sidebars.ts`
// reads. The whole folder is rewritten on every run.
//
// Usage: node scripts/generate-message-pages.mjs [--input <yaml>] [--out-dir <dir>] [--sidebar <json>] [--clean]
// `--clean` removes what the script writes and exits.

import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {DEFAULT_INPUT, ROOT, display, loadYaml, parseOptions, runGenerator} from './lib/protocol-source.mjs';
import {messageModel} from './lib/message-model.mjs';
import {assertNoHosts} from './lib/mdx-text.mjs';
import {REFERENCE_DIR, SEQUENCE_SLUG, docId, messageSlug} from './protocol-pages/paths.mjs';
import {messagePage} from './protocol-pages/message-page.mjs';
import {indexPage} from './protocol-pages/index-page.mjs';
import {sequencePage} from './protocol-pages/sequence-page.mjs';

const SCRIPT = 'generate-message-pages';

function sidebarItems(messages) {
  const page = (message) => ({type: 'doc', id: docId(messageSlug(message)), className: 'sidebar-message'});
  const category = (label, list) => ({type: 'category', label, items: list.map(page)});
  const streaming = messages.filter((m) => !m.realtimeTts);
  return [
    docId(SEQUENCE_SLUG),
    category('Client → server', streaming.filter((m) => m.direction === 'client-to-server')),
    category('Server → client', streaming.filter((m) => m.direction === 'server-to-client')),
    category('Realtime TTS socket', messages.filter((m) => m.realtimeTts)),
  ];
}

function generate({input, 'out-dir': outDir, sidebar, clean}) {
  rmSync(outDir, {recursive: true, force: true});
  if (clean) {
    rmSync(sidebar, {force: true});
    console.log(`${SCRIPT}: removed ${display(outDir)} and ${display(sidebar)}`);
    return;
  }
  const spec = loadYaml(input);
  const messages = messageModel(spec, input);
  const pages = [
    ['index.mdx', indexPage(messages)],
    [`${SEQUENCE_SLUG}.mdx`, sequencePage(messages)],
    ...messages.map((message) => [`${messageSlug(message)}.mdx`, messagePage(message, messages)]),
  ];
  for (const [name, text] of pages) {
    const file = join(outDir, name);
    assertNoHosts(text, spec, display(file));
    mkdirSync(dirname(file), {recursive: true});
    writeFileSync(file, text);
  }
  mkdirSync(dirname(sidebar), {recursive: true});
  writeFileSync(sidebar, `${JSON.stringify(sidebarItems(messages), null, 2)}\n`);
  console.log(`${SCRIPT}: wrote ${pages.length} pages to ${display(outDir)} and the sidebar to ${display(sidebar)}`);
}

runGenerator(SCRIPT, () =>
  generate(
    parseOptions(process.argv.slice(2), {
      script: SCRIPT,
      usage: '[--input <yaml>] [--out-dir <dir>] [--sidebar <json>] [--clean]',
      values: {
        input: DEFAULT_INPUT,
        'out-dir': resolve(ROOT, 'docs', REFERENCE_DIR),
        sidebar: resolve(ROOT, 'src/data/generated/message-sidebar.json'),
      },
      flags: ['clean'],
    }),
  ),
);
