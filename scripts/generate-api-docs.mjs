#!/usr/bin/env node
// Generates the API reference from the API descriptions in openapi/:
//   static/openapi.yaml, static/asyncapi.yaml  downloads, with deploy-time hosts
//   .generated/openapi.json                    what the OpenAPI plugin reads: the
//                                              same, plus x-codeSamples per operation
//   api/*.mdx, api/sidebar.ts                  the pages (`docusaurus gen-api-docs`)
// A description that does not parse stops here, with its file and line, before
// anything is written. `--clean` removes the generated files instead;
// `--openapi FILE` and `--asyncapi FILE` read other descriptions.
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {parseArgs} from 'node:util';
import {readDeploymentValues} from '../config/deployment-values.mjs';
import {API_DOCS_DIR, OPENAPI_CONFIG_KEY, PROCESSED_SPEC_PATH} from '../config/api-reference-paths.mjs';
import {parseSpec, SpecError} from './api-reference/load-spec.mjs';
import {withDeploymentHosts} from './api-reference/deployment-hosts.mjs';
import {withCodeSamples} from './api-reference/code-samples/index.mjs';
import {renameInfoPage} from './api-reference/introduction-page.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = {openapi: 'specs/openapi.yaml', asyncapi: 'specs/asyncapi.yaml'};
/** Hand-written files that live beside the generated pages. */
const KEEP = new Set(['index.mdx']);

const at = (file) => path.resolve(root, file);

function clean() {
  fs.mkdirSync(at(API_DOCS_DIR), {recursive: true});
  for (const entry of fs.readdirSync(at(API_DOCS_DIR))) {
    if (!KEEP.has(entry)) fs.rmSync(path.join(at(API_DOCS_DIR), entry), {recursive: true, force: true});
  }
  for (const file of ['static/openapi.yaml', 'static/asyncapi.yaml', PROCESSED_SPEC_PATH]) fs.rmSync(at(file), {force: true});
}

/** Reads a description with deploy-time hosts; exits with file:line when it does not parse. */
function readDescription(file, deployment) {
  const text = withDeploymentHosts(fs.readFileSync(at(file), 'utf8'), deployment);
  try {
    return {text, spec: parseSpec(text, at(file))};
  } catch (error) {
    if (error instanceof SpecError) {
      console.error(`API description error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

function writeFile(relative, content) {
  fs.mkdirSync(path.dirname(at(relative)), {recursive: true});
  fs.writeFileSync(at(relative), content);
}

function generatePages() {
  const docusaurus = at('node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const result = spawnSync(process.execPath, [docusaurus, 'gen-api-docs', OPENAPI_CONFIG_KEY], {
    cwd: root,
    encoding: 'utf8',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    console.error('API reference: docusaurus gen-api-docs failed');
    process.exit(result.status ?? 1);
  }
  renameInfoPage(at(API_DOCS_DIR));
}

const {values} = parseArgs({
  options: {
    clean: {type: 'boolean', default: false},
    openapi: {type: 'string', default: SOURCES.openapi},
    asyncapi: {type: 'string', default: SOURCES.asyncapi},
  },
});
if (values.clean) {
  clean();
} else {
  const started = Date.now();
  const deployment = readDeploymentValues(process.env);
  const openapi = readDescription(values.openapi, deployment);
  const asyncapi = readDescription(values.asyncapi, deployment);
  clean();
  writeFile('static/openapi.yaml', openapi.text);
  writeFile('static/asyncapi.yaml', asyncapi.text);
  writeFile(PROCESSED_SPEC_PATH, JSON.stringify(withCodeSamples(openapi.spec), null, 1));
  generatePages();
  const pages = fs.readdirSync(at(API_DOCS_DIR)).filter((file) => file.endsWith('.mdx') && !KEEP.has(file));
  console.log(`API reference: ${pages.length} pages generated in ${Date.now() - started} ms`);
}
