/** Helpers that turn text from the API description into safe MDX. */

/** HTML elements that may appear as-is in descriptions; any other `<` is text. */
const ALLOWED_TAGS = /^<\/?(a|br|code|em|strong|kbd|sub|sup|details|summary)\b/i;

/** Fenced code blocks, then inline code spans of any backtick length. */
const CODE =
  /(?<=^|\n)[ \t]*(?<fence>`{3,}|~{3,})[^\n]*\n[\s\S]*?\n[ \t]*\k<fence>[ \t]*(?=\n|$)|(?<ticks>`+)[^`][\s\S]*?(?<!`)\k<ticks>(?!`)/g;

/** Splits Markdown into code (fenced blocks, inline spans) and prose, in order. */
function splitCode(markdown: string): {code: boolean; text: string}[] {
  const parts: {code: boolean; text: string}[] = [];
  let last = 0;
  for (const match of markdown.matchAll(CODE)) {
    if (match.index > last) parts.push({code: false, text: markdown.slice(last, match.index)});
    parts.push({code: true, text: match[0]});
    last = match.index + match[0].length;
  }
  if (last < markdown.length) parts.push({code: false, text: markdown.slice(last)});
  return parts;
}

function escapeProse(text: string): string {
  return text
    .replace(/</g, (lt, offset: number, whole: string) => (ALLOWED_TAGS.test(whole.slice(offset)) ? lt : '\\<'))
    .replace(/[{}]/g, (brace) => `\\${brace}`);
}

/** Markdown from the API description, with MDX's special characters escaped outside code. */
export function mdxText(markdown: string | undefined): string {
  if (!markdown) return '';
  return splitCode(markdown.trim())
    .map((part) => (part.code ? part.text : escapeProse(part.text)))
    .join('');
}

/** A single table cell: no line breaks, no bare pipes. */
export function cell(markdown: string | undefined): string {
  return mdxText(markdown)
    .replace(/\n{2,}/g, '<br /><br />')
    .replace(/\n/g, ' ')
    .replace(/\|/g, '\\|');
}

/** An inline code span that survives backticks and table pipes in `text`. */
export function code(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const padded = text.startsWith('`') || text.endsWith('`') ? ` ${text} ` : text;
  return `${fence}${padded.replace(/\|/g, '\\|')}${fence}`;
}

/** A fenced code block whose fence is longer than any backtick run inside. */
export function codeBlock(language: string, source: string, title?: string): string {
  const longest = Math.max(2, ...(source.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const meta = title ? ` title=${JSON.stringify(title)}` : '';
  return `${fence}${language}${meta}\n${source.replace(/\n$/, '')}\n${fence}`;
}

/** A value shown in prose: strings as written, everything else as JSON. */
export function literal(value: unknown): string {
  return code(typeof value === 'string' ? value : JSON.stringify(value));
}

/** A JSX attribute value. */
export function attribute(value: string): string {
  return `{${JSON.stringify(value)}}`;
}

/** The first sentence-sized line of a description as plain text, for `<meta name="description">`. */
export function plainSummary(markdown: string | undefined): string {
  const firstParagraph = (markdown ?? '').trim().split(/\n\s*\n/)[0] ?? '';
  return firstParagraph
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
