#!/usr/bin/env node
// Generates everything the site builds from specs/: each description is read
// once, through the spec toolkit, and every output goes under .generated/
// except the two page folders a docs instance must read (config/generated-paths.mjs):
//   .generated/static/openapi.yaml, asyncapi.yaml  downloads with deploy-time hosts, each one file
//                                                  (specs/task-settings.yaml bundled in)
//   .generated/static/postman_collection.json      every REST operation for Postman (scripts/postman/)
//   .generated/openapi.json                        what the OpenAPI plugin reads (+ x-codeSamples)
//   .generated/data/*.json, set-task-validator.js  settings rows, input audio limits, API groups,
//                                                  message sidebar, the set_task schema and validator
//   .generated/data/stream-validators.js           every streaming message's validators (src/engines/stream)
//   .generated/data/rest-contract.json, rest-validators.js, rest-reply-validators.js  the REST operations and their validators (src/engines/rest)
//   .generated/data/playground-messages.json       the speech-to-speech messages the playground offers and explains
//   docs/docs/streaming_api/messages/              the message reference
//   api/*.mdx, api/sidebar.ts                      the API reference (docusaurus gen-api-docs)
// A description that does not load stops here with file:line:column, before
// anything is written. Everything is written to a staging folder first; then
// only the files that changed are moved into place and the ones no longer
// written are removed, so a running `npm start` sees each file change once and
// never a folder half-written. `npm run clear` (scripts/clear.mjs) removes it all.
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {parseArgs} from 'node:util';
import {GeneratorError, ROOT, SPEC_FILES, bundleSpec, readText} from '../spec-toolkit/index.mjs';
import {readDeploymentValues} from '../config/deployment-values.mjs';
import {lastChanged} from '../config/last-update.mjs';
import {
  API_DOCS_DIR,
  API_DOCS_KEEP,
  GENERATED_DATA_DIR,
  GENERATED_DIR,
  GENERATED_STATIC_DIR,
  GEN_STAGING_DIR,
  GEN_STAGING_ENV,
  MESSAGE_PAGES_DIR,
  OPENAPI_CONFIG_KEY,
  PROCESSED_SPEC_PATH,
} from '../config/generated-paths.mjs';
import {withDeploymentHosts} from './generators/deployment-hosts.mjs';
import {withCodeSamples} from './generators/code-samples/index.mjs';
import {apiGroups} from './generators/api-groups.mjs';
import {settingsRows} from './generators/settings-rows.mjs';
import {inputAudioLimits} from './generators/input-audio.mjs';
import {setTaskValidator} from './generators/set-task-validator.mjs';
import {streamValidators} from './generators/stream-validators.mjs';
import {restContract} from './generators/rest-contract.mjs';
import {writeMessagePages} from './generators/message-pages/index.mjs';
import {playgroundMessages} from './generators/message-pages/playground.mjs';
import {buildCollection} from './postman/collection.mjs';

const at = (relative) => path.resolve(ROOT, relative);
// One folder per run: tests run gen side by side on copies of the descriptions.
const STAGING = `${GEN_STAGING_DIR}/${process.pid}`;
const staged = (relative) => path.resolve(ROOT, STAGING, relative);

function write(relative, content) {
  fs.mkdirSync(path.dirname(staged(relative)), {recursive: true});
  fs.writeFileSync(staged(relative), content);
}

/** Files under `dir`, relative to it, except the hand-written ones at its top. */
function filesIn(dir, keep = []) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .filter((file) => !keep.includes(file));
}

/** Moves the staged outputs into place: changed and new files only; files no longer written are removed. */
function moveIntoPlace() {
  let changed = 0;
  /** @type {[string, string[]][]} */
  const folders = [
    [GENERATED_DIR, []],
    [MESSAGE_PAGES_DIR, []],
    [API_DOCS_DIR, API_DOCS_KEEP],
  ];
  for (const [folder, keep] of folders) {
    const fresh = new Set(filesIn(staged(folder), keep));
    for (const file of fresh) {
      const [from, to] = [path.join(staged(folder), file), path.join(at(folder), file)];
      if (fs.existsSync(to) && fs.readFileSync(to).equals(fs.readFileSync(from))) continue;
      fs.mkdirSync(path.dirname(to), {recursive: true});
      fs.renameSync(from, to);
      changed += 1;
    }
    for (const file of filesIn(at(folder), keep).filter((file) => !fresh.has(file))) {
      fs.rmSync(path.join(at(folder), file));
      changed += 1;
    }
  }
  return changed;
}

/**
 * Reads a description and the schema files it imports with the deploy-time
 * hosts swapped in (line numbers kept); `text` is the single bundled file.
 */
function load(file, deployment) {
  const read = (source) => withDeploymentHosts(readText(source), deployment);
  return {file, ...bundleSpec(read(file), file, {read})};
}

function apiPages() {
  const docusaurus = at('node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const result = spawnSync(process.execPath, [docusaurus, 'gen-api-docs', OPENAPI_CONFIG_KEY], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', [GEN_STAGING_ENV]: STAGING},
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new GeneratorError('docusaurus gen-api-docs failed');
  }
  return fs.readdirSync(staged(API_DOCS_DIR)).filter((file) => file.endsWith('.mdx') && !API_DOCS_KEEP.includes(file)).length;
}

function generate(sources) {
  const started = Date.now();
  const deployment = readDeploymentValues(process.env);
  const openapi = load(sources.openapi, deployment);
  const asyncapi = load(sources.asyncapi, deployment);
  try {
    writeAll(openapi, asyncapi, deployment, started);
  } finally {
    fs.rmSync(at(STAGING), {recursive: true, force: true});
    try {
      fs.rmdirSync(at(GEN_STAGING_DIR));
    } catch {
      // Another run still works in it.
    }
  }
}

function writeAll(openapi, asyncapi, deployment, started) {
  write(`${GENERATED_STATIC_DIR}/openapi.yaml`, openapi.text);
  write(`${GENERATED_STATIC_DIR}/asyncapi.yaml`, asyncapi.text);
  write(PROCESSED_SPEC_PATH, JSON.stringify(withCodeSamples(openapi.spec), null, 1));
  write(`${GENERATED_STATIC_DIR}/postman_collection.json`, `${JSON.stringify(buildCollection(openapi.spec, deployment), null, 2)}\n`);
  write(`${GENERATED_DATA_DIR}/api-groups.json`, `${JSON.stringify(apiGroups(openapi.spec), null, 2)}\n`);
  const rows = settingsRows(asyncapi.spec, asyncapi.file);
  write(`${GENERATED_DATA_DIR}/task-settings.json`, `${JSON.stringify(rows, null, 2)}\n`);
  write(`${GENERATED_DATA_DIR}/input-audio.json`, `${JSON.stringify(inputAudioLimits(asyncapi.spec, asyncapi.file), null, 2)}\n`);
  const validator = setTaskValidator(asyncapi.spec, asyncapi.file);
  write(`${GENERATED_DATA_DIR}/set-task-schema.json`, `${JSON.stringify(validator.schema)}\n`);
  write(`${GENERATED_DATA_DIR}/set-task-validator.js`, validator.module);
  write(`${GENERATED_DATA_DIR}/stream-validators.js`, streamValidators(asyncapi.spec, asyncapi.file));
  const rest = restContract(openapi.spec, openapi.file);
  write(`${GENERATED_DATA_DIR}/rest-contract.json`, `${JSON.stringify(rest.contract)}\n`);
  write(`${GENERATED_DATA_DIR}/rest-validators.js`, rest.module);
  write(`${GENERATED_DATA_DIR}/rest-reply-validators.js`, rest.replyModule);
  // The message pages change with the description and with the settings file it imports.
  const dated =
    asyncapi.files
      .map((file) => lastChanged(file, ROOT))
      .filter(Boolean)
      .sort()
      .at(-1) ?? null;
  const messages = writeMessagePages(asyncapi.spec, asyncapi.file, staged(MESSAGE_PAGES_DIR), dated);
  write(`${GENERATED_DATA_DIR}/playground-messages.json`, `${JSON.stringify(playgroundMessages(asyncapi.spec, asyncapi.file), null, 2)}\n`);
  write(`${GENERATED_DATA_DIR}/message-sidebar.json`, `${JSON.stringify(messages.sidebar, null, 2)}\n`);
  const operations = apiPages();
  const changed = moveIntoPlace();
  console.log(
    `gen: ${rows.length} settings rows, ${messages.pages} message pages, ${operations} API pages (${changed} files changed) in ${Date.now() - started} ms`,
  );
}

const {values} = parseArgs({
  options: {
    openapi: {type: 'string', default: SPEC_FILES.openapi},
    asyncapi: {type: 'string', default: SPEC_FILES.asyncapi},
  },
});
try {
  generate({openapi: path.resolve(values.openapi), asyncapi: path.resolve(values.asyncapi)});
} catch (error) {
  if (!(error instanceof GeneratorError)) throw error;
  console.error(`gen: ${error.message}`);
  process.exit(1);
}
