import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {root, builtPageFor, readBuildFile} from '../support/paths';
import {textOf} from '../support/html';
import {readDeployment} from '../../config/deployment';

const deployment = readDeployment();
/** The entries in changelog/: date, slug and title from each file. */
const entries = fs
  .readdirSync(path.join(root, 'changelog'))
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => {
    const source = fs.readFileSync(path.join(root, 'changelog', file), 'utf8');
    return {date: file.slice(0, 10), slug: /^slug: (.+)$/m.exec(source)![1], title: /^title: (.+)$/m.exec(source)![1]};
  })
  .sort((a, b) => b.date.localeCompare(a.date));

test('the changelog lists every entry, newest first, each with its date and its own page', () => {
  expect(entries.length).toBeGreaterThanOrEqual(3);
  const index = textOf(fs.readFileSync(builtPageFor('/changelog')!, 'utf8'));
  expect(index).toContain('Changelog');
  const positions = entries.map((entry) => index.indexOf(entry.title));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  for (const entry of entries) {
    const page = builtPageFor(`/changelog/${entry.slug}`);
    expect(page, entry.slug).not.toBeNull();
    expect(fs.readFileSync(page!, 'utf8')).toMatch(new RegExp(`<time datetime="?${entry.date}T00:00:00.000Z"?`));
  }
});

test('the first entry records API 1.0.0 of both descriptions, as the specs say', () => {
  const openapi = readBuildFile('openapi.yaml');
  const asyncapi = readBuildFile('asyncapi.yaml');
  const version = (yaml: string) => /^info:[\s\S]*?^ {2}version: (.+)$/m.exec(yaml)![1];
  expect(version(openapi)).toBe('1.0.0');
  expect(version(asyncapi)).toBe('1.0.0');
  const first = textOf(fs.readFileSync(builtPageFor('/changelog/api-1.0.0')!, 'utf8'));
  expect(first).toContain('OpenAPI 1.0.0');
  expect(first).toContain('AsyncAPI 1.0.0');
});

test('RSS and Atom feeds carry every entry with its link', () => {
  const rss = readBuildFile('changelog/rss.xml');
  const atom = readBuildFile('changelog/atom.xml');
  expect(rss).toMatch(/^<\?xml[^>]*>\s*<rss /);
  expect(atom).toMatch(/^<\?xml[^>]*>\s*<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/);
  expect(rss.match(/<item>/g)).toHaveLength(entries.length);
  expect(atom.match(/<entry>/g)).toHaveLength(entries.length);
  for (const entry of entries) {
    const url = `${deployment.siteUrl}/changelog/${entry.slug}`;
    expect(rss).toContain(`<link>${url}</link>`);
    expect(atom).toContain(`<link href="${url}"/>`);
  }
  expect(rss).toContain('<title>API changelog</title>');
});

test('changelog pages announce their feeds and the footer links the changelog', () => {
  const html = fs.readFileSync(builtPageFor('/changelog')!, 'utf8');
  expect(html).toMatch(/<link[^>]*type="?application\/rss\+xml"?[^>]*href="?\/changelog\/rss\.xml"?/);
  expect(html).toMatch(/<link[^>]*type="?application\/atom\+xml"?[^>]*href="?\/changelog\/atom\.xml"?/);
  const home = fs.readFileSync(builtPageFor('/docs/overview')!, 'utf8');
  expect(home).toMatch(/class="?footer__copyright"?[^>]*>[^]*?<a href="?\/changelog"?>Changelog<\/a>/);
});
