// @ts-check
// The peer the bench compares with: a stock Docusaurus 3.7 classic TypeScript site,
// scaffolded once into the git-ignored bench/tmp/stock-site and served as ours is.
import fs from 'node:fs';
import path from 'node:path';
import {precompressDir} from '../lib/precompress.mjs';
import {writeServerIncludes} from '../../config/serving.mjs';
import {root, run} from './common.mjs';

export const stockDir = path.join(root, 'bench', 'tmp', 'stock-site');
export const stockBuildDir = path.join(stockDir, 'build');

/**
 * Scaffolds the site from the official template, then installs and builds it if needed. One change
 * to the template: webpackbar 7, as in our package.json, because the webpackbar 6 that Docusaurus
 * 3.7 asks for fails against current webpack releases. The build is then prepared for
 * scripts/serve.mjs as ours is: .br/.gz files written by our own precompress function, and a
 * Content-Security-Policy include (serve.mjs requires one).
 */
export async function ensureStockSite() {
  const manifest = path.join(stockDir, 'package.json');
  if (!fs.existsSync(manifest)) {
    fs.mkdirSync(path.dirname(stockDir), {recursive: true});
    run('npx', ['--yes', 'create-docusaurus@3.7.0', path.basename(stockDir), 'classic', '--typescript', '--package-manager', 'npm', '--skip-install'], path.dirname(stockDir));
  }
  const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  const webpackbar = path.join(stockDir, 'node_modules', 'webpackbar', 'package.json');
  if (pkg.overrides?.webpackbar !== '7.0.0') {
    pkg.overrides = {...pkg.overrides, webpackbar: '7.0.0'};
    fs.writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
  }
  const installed = fs.existsSync(webpackbar) && JSON.parse(fs.readFileSync(webpackbar, 'utf8')).version === '7.0.0';
  if (!installed) run('npm', ['install', '--no-audit', '--no-fund'], stockDir);
  if (!fs.existsSync(path.join(stockBuildDir, 'index.html'))) run('npx', ['docusaurus', 'build'], stockDir);
  if (!fs.existsSync(path.join(stockBuildDir, 'index.html.br'))) await precompressDir(stockBuildDir);
  const policy = `default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:`;
  writeServerIncludes(stockBuildDir, policy);
}
