// Turns Docusaurus' broken-link report (routes inside an error with a stack
// trace) into one line per link that names the source file and, where the link
// is written literally, its line: `docs/docs/x.mdx:42: broken link to /docs/y`.
// Routes are mapped to files through the metadata Docusaurus writes to
// `.docusaurus/` (every doc, blog post and Markdown page records its
// `permalink` and `source`).
import fs from 'node:fs';
import path from 'node:path';

/** How many pages a line names before it says "and N more". */
const PAGES_SHOWN = 3;

/** The broken links and anchors in Docusaurus' error output, by page; empty when there is no report. */
export function parseBrokenLinkReport(output) {
  const found = [];
  let current = null;
  for (const line of output.split('\n')) {
    const page = line.match(/^\s*- Broken (link|anchor) on source page path = (.+):$/);
    if (page) {
      current = {kind: page[1], page: page[2]};
      continue;
    }
    const target = current && line.match(/^\s*-> linking to (.+?)(?: \(resolved as: (.+)\))?$/);
    if (target) found.push({...current, link: target[1], resolved: target[2] ?? target[1]});
    else if (!/^\s*-> /.test(line)) current = null;
  }
  return found;
}

/** Route → source file (relative to the site), from the JSON files under `.docusaurus/`. */
export function sourcesByRoute(siteDir) {
  const sources = new Map();
  const visit = (value) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      if (typeof value.permalink === 'string' && typeof value.source === 'string' && value.source.startsWith('@site/'))
        sources.set(decodeURI(value.permalink), value.source.slice('@site/'.length));
      Object.values(value).forEach(visit);
    }
  };
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) {
        try {
          visit(JSON.parse(fs.readFileSync(full, 'utf8')));
        } catch {
          // Not every file there is metadata; skip what does not parse.
        }
      }
    }
  };
  const generated = path.join(siteDir, '.docusaurus');
  if (fs.existsSync(generated)) walk(generated);
  return sources;
}

/** The 1-based line where the link is written as a link target: the whole link, then its anchor, then its path. */
function lineOf(text, link) {
  const [pathPart, anchor] = link.split('#');
  const escape = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const end = '(?=[)"\'`>\\s]|$)';
  const targets = [
    new RegExp(`[("'\`<=\\s]${escape(link)}${end}`),
    anchor ? new RegExp(`#${escape(anchor)}${end}`) : null,
    pathPart ? new RegExp(`[("'\`<=\\s]${escape(pathPart)}(?=[)"'\`>#\\s]|$)`) : null,
  ].filter(Boolean);
  const lines = text.split('\n');
  for (const target of targets) {
    const index = lines.findIndex((line) => target.test(line));
    if (index >= 0) return index + 1;
  }
  return null;
}

/**
 * One line per broken link or anchor: `file:line: broken link to /x` when the
 * page's source file holds the link, otherwise the pages it is on (a link in
 * the navbar, the footer or a component is on pages whose files do not hold it).
 */
export function describeBrokenLinks(output, siteDir) {
  const sources = sourcesByRoute(siteDir);
  const what = (item) => (item.kind === 'anchor' ? `broken anchor in link to ${item.resolved}` : `broken link to ${item.resolved}`);
  const placed = [];
  const unplaced = new Map();
  for (const item of parseBrokenLinkReport(output)) {
    const source = sources.get(decodeURI(item.page));
    const file = source && path.join(siteDir, source);
    const line = file && fs.existsSync(file) ? lineOf(fs.readFileSync(file, 'utf8'), item.link) : null;
    if (line) placed.push(`${source}:${line}: ${what(item)}`);
    else unplaced.set(what(item), [...(unplaced.get(what(item)) ?? []), source ?? item.page]);
  }
  const lines = [...new Set(placed)];
  for (const [message, pages] of unplaced) {
    // Blog lists and tag pages repeat the links of the posts reported above.
    if (lines.some((line) => line.endsWith(`: ${message}`))) continue;
    const shown = pages.slice(0, PAGES_SHOWN).join(', ');
    const more = pages.length > PAGES_SHOWN ? ` and ${pages.length - PAGES_SHOWN} more` : '';
    lines.push(`${shown}${more}: ${message} (not written in the page's file: navbar, footer or a component?)`);
  }
  return lines;
}
