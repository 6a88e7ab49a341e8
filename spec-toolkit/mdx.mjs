// Turning text from an API description into safe MDX, one way for every page.

/** HTML elements that may appear as-is in descriptions; any other `<` is text. */
const ALLOWED_TAGS = /^<\/?(a|br|code|em|strong|kbd|sub|sup|details|summary)\b/i;

/** Fenced code blocks, then inline code spans of any backtick length. */
const CODE =
  /(?<=^|\n)[ \t]*(?<fence>`{3,}|~{3,})[^\n]*\n[\s\S]*?\n[ \t]*\k<fence>[ \t]*(?=\n|$)|(?<ticks>`+)[^`][\s\S]*?(?<!`)\k<ticks>(?!`)/g;

/** Applies `change` to the prose of `markdown`, leaving fenced blocks and code spans alone. */
function outsideCode(markdown, change) {
  let out = '';
  let last = 0;
  for (const match of markdown.matchAll(CODE)) {
    out += change(markdown.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + change(markdown.slice(last));
}

function escapeProse(text) {
  return text
    .replace(/</g, (lt, offset, whole) => (ALLOWED_TAGS.test(whole.slice(offset)) ? lt : '\\<'))
    .replace(/[{}]/g, (brace) => `\\${brace}`);
}

/** Markdown from a description, with MDX's special characters escaped outside code. */
export function mdxText(markdown) {
  if (markdown === undefined || markdown === null) return '';
  return outsideCode(String(markdown).trim(), escapeProse);
}

/** Lists of allowed values longer than this are folded on the reference pages (API and message fields). */
export const LONG_VALUE_LIST = 8;

/**
 * The element id of a field's row on an API page: the id of its section (the
 * h2 or h3 above it) and its path, e.g. `response-201-data.file.filename`.
 * The search index links a field to it (src/plugins/search-index).
 * @param {string} section @param {string} path
 */
export function fieldAnchor(section, path) {
  const name = path
    .replace(/\[\]/g, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${section}-${name}`;
}

/** Description text on one line. */
export const oneLine = (text) => (typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '');

/** A table cell: no line breaks (paragraphs become `<br />`), no bare pipes. */
export function cell(markdown) {
  return mdxText(markdown)
    .replace(/\n{2,}/g, '<br /><br />')
    .replace(/\n/g, ' ')
    .replace(/\|/g, '\\|');
}

/** An inline code span that survives backticks in `text`. */
export function codeSpan(text) {
  const value = String(text);
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const padded = value.startsWith('`') || value.endsWith('`') ? ` ${value} ` : value;
  return `${fence}${padded}${fence}`;
}

/** An inline code span that also survives table pipes. */
export const code = (text) => codeSpan(text).replace(/\|/g, '\\|');

/** A fenced code block whose fence is longer than any backtick run inside. */
export function codeBlock(language, source, title) {
  const longest = Math.max(2, ...(source.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const meta = title ? ` title=${JSON.stringify(title.replace(/"/g, "'"))}` : '';
  return `${fence}${language}${meta}\n${source.replace(/\n$/, '')}\n${fence}`;
}

/** A value shown in prose: strings as written, everything else as JSON. */
export const literal = (value) => code(typeof value === 'string' ? value : JSON.stringify(value));

/** A JSX attribute value. */
export const attribute = (value) => `{${JSON.stringify(value)}}`;

/** A front-matter string value; JSON strings are valid YAML. */
export const frontMatterValue = (text) => JSON.stringify(String(text));

/** A Markdown table; `rows` hold cell Markdown already escaped. */
export function table(head, rows, align) {
  const rule = head.map((_, index) => (align?.[index] === 'left' ? ':--' : '---'));
  return [head, rule, ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

/** The first paragraph of a description as plain text, for `<meta name="description">`. */
export function plainSummary(markdown) {
  const firstParagraph =
    String(markdown ?? '')
      .trim()
      .split(/\n\s*\n/)[0] ?? '';
  return firstParagraph
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Links the first mention of each name in `links` (a code span such as
 * `get_task`) to its page; `links` maps a name to a site path.
 */
export function linkMentions(markdown, links, self) {
  const done = new Set([self]);
  return String(markdown).replace(/(\[[^\]]*\]\([^)]*\))|`([a-z_]+)`/g, (whole, existingLink, name) => {
    if (existingLink || !name || done.has(name) || !links.has(name)) return whole;
    done.add(name);
    return `[\`${name}\`](${links.get(name)})`;
  });
}
