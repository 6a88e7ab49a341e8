// Turning text from the AsyncAPI document into safe MDX.

import {GeneratorError} from './protocol-source.mjs';

const CODE_SPAN = /(`+)[\s\S]*?\1/g;

/** Applies `change` to the parts of a Markdown line that are not inside code spans. */
function outsideCode(text, change) {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(CODE_SPAN)) {
    out += change(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + change(text.slice(last));
}

/** Escapes the characters MDX would read as JSX or expressions (`{`, `}`, `<`) outside code. */
export function mdxText(markdown) {
  return outsideCode(String(markdown), (part) =>
    part.replace(/[{}]/g, (brace) => `\\${brace}`).replace(/</g, '&lt;'),
  );
}

/** Text for one cell of a Markdown table: one line, pipes escaped. */
export function tableCell(text) {
  return mdxText(String(text).replace(/\s+/g, ' ').trim()).replace(/\|/g, '\\|');
}

/** A front-matter string value; JSON strings are valid YAML. */
export function frontMatterValue(text) {
  return JSON.stringify(String(text));
}

/**
 * Links the first mention of each name in `links` (written as a code span such
 * as `get_task`) to its page. `links` maps a name to a site path.
 */
export function linkMentions(markdown, links, self) {
  const done = new Set([self]);
  return String(markdown).replace(/(\[[^\]]*\]\([^)]*\))|`([a-z_]+)`/g, (whole, existingLink, name) => {
    if (existingLink || !name || done.has(name) || !links.has(name)) return whole;
    done.add(name);
    return `[\`${name}\`](${links.get(name)})`;
  });
}

/**
 * Fails when generated text names a host or address of the document instead
 * of a deploy-time token (`%STREAM_WS_URL%`, `%SUPPORT_EMAIL%`, …).
 */
export function assertNoHosts(text, spec, where) {
  const literals = [
    ...Object.values(spec.servers ?? {}).map((server) => server.host),
    spec.info?.contact?.email,
    spec.info?.contact?.url,
  ].filter((value) => typeof value === 'string' && value !== '');
  const found = literals.find((literal) => text.includes(literal));
  if (found) {
    throw new GeneratorError(`${where} would contain "${found}"; write a deploy-time token such as %STREAM_WS_URL% instead.`);
  }
}
