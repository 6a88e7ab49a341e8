#!/usr/bin/env node
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import packageJson from '../package.json';
import {createServer} from './server';
import {folderSite, urlSite, type Site} from './site';

const USAGE = `Usage: ${packageJson.name} --url https://docs.example.com   (a deployed docs site)
       ${packageJson.name} --site build                    (a folder written by npm run build)

Serves the docs to a coding assistant over stdio (Model Context Protocol).`;

function siteFromArguments(): Site {
  const {values} = parseArgs({options: {url: {type: 'string'}, site: {type: 'string'}, help: {type: 'boolean', short: 'h'}}});
  if (values.help) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(0);
  }
  if (Boolean(values.url) === Boolean(values.site)) throw new Error('give either --url or --site');
  return values.url ? urlSite(values.url) : folderSite(values.site!);
}

async function main(): Promise<void> {
  let site: Site;
  try {
    site = siteFromArguments();
  } catch (error) {
    process.stderr.write(`${packageJson.name}: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    process.exit(2);
  }
  const {server, docs} = createServer(site);
  try {
    await docs.check();
  } catch (error) {
    process.stderr.write(`${packageJson.name}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  // stdout carries the protocol; anything for people goes to stderr.
  await server.connect(new StdioServerTransport());
  process.stderr.write(`${packageJson.name} ${packageJson.version}: serving the docs of ${site.origin} over stdio\n`);
}

await main();
