#!/usr/bin/env node
// Writes static/postman_collection.json (served as /postman_collection.json)
// from specs/openapi.yaml with the deploy-time hosts; see scripts/postman/.
// `--clean` removes it.
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {readDeploymentValues} from '../config/deployment-values.mjs';
import {parseSpec, SpecError} from './api-reference/load-spec.mjs';
import {withDeploymentHosts} from './api-reference/deployment-hosts.mjs';
import {buildCollection} from './postman/collection.mjs';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'specs/openapi.yaml');
const target = path.join(root, 'static/postman_collection.json');

const {values} = parseArgs({options: {clean: {type: 'boolean', default: false}}});
if (values.clean) {
  fs.rmSync(target, {force: true});
} else {
  const deployment = readDeploymentValues(process.env);
  let spec;
  try {
    spec = parseSpec(withDeploymentHosts(fs.readFileSync(source, 'utf8'), deployment), source);
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    console.error(`API description error: ${error.message}`);
    process.exit(1);
  }
  const collection = buildCollection(spec, deployment);
  fs.writeFileSync(target, `${JSON.stringify(collection, null, 2)}\n`);
  const requests = collection.item.reduce((sum, folder) => sum + folder.item.length, 0);
  console.log(`generate-postman-collection: wrote ${requests} requests in ${collection.item.length} folders to static/postman_collection.json`);
}
