import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {Code} from 'mdast';
import {TWIN_SKIP} from '../../utils/markdownTwin';

/**
 * Turns the built HTML of one page into Markdown: the article as readers see
 * it, with every component already rendered (tables stay tables, code tabs
 * become one labelled code block per language, admonitions become quotes)
 * and the page chrome (navigation, buttons, forms, icons) left out.
 */

export type Twin = {title: string; description: string; markdown: string};

const DROPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'form',
  'nav',
  'input',
  'select',
  'textarea',
  'iframe',
]);
const DROPPED_CLASSES = ['hash-link', 'theme-doc-toc-mobile', 'theme-doc-footer'];

type Unified = typeof import('unified');

function classesOf(node: Element): string[] {
  const value: unknown = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

const hasClass = (node: Element, prefix: string) => classesOf(node).some((name) => name === prefix || name.startsWith(`${prefix}_`));
/** The rest of the first class name that starts with `prefix` (`language-ts` → `ts`). */
const classSuffix = (node: Element, prefix: string) =>
  classesOf(node)
    .find((name) => name.startsWith(prefix))
    ?.slice(prefix.length);

const isElement = (node: RootContent | ElementContent | Root): node is Element => node.type === 'element';

function element(tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element {
  return {type: 'element', tagName, properties, children};
}

const text = (value: string): ElementContent => ({type: 'text', value});

function textOf(node: ElementContent | Root): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return '\n';
  if ('children' in node) return (node.children as ElementContent[]).map(textOf).join('');
  return '';
}

function find(node: Element | Root, test: (candidate: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(node: Element | Root, test: (candidate: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) out.push(child);
    else findAll(child, test, out);
  }
  return out;
}

function dropped(node: Element): boolean {
  if (DROPPED_TAGS.has(node.tagName)) return true;
  if (String(node.properties?.ariaHidden) === 'true') return true;
  if (node.properties?.dataMarkdownTwin === TWIN_SKIP.value) return true;
  return DROPPED_CLASSES.some((name) => classesOf(node).includes(name));
}

/** A Docusaurus code block (`div.theme-code-block`) as `pre[data-lang]` holding the plain code. */
function codeBlock(container: Element): Element {
  const language = classSuffix(container, 'language-') ?? '';
  const title = find(container, (node) => hasClass(node, 'codeBlockTitle'));
  const code = find(container, (node) => node.tagName === 'code');
  const lines = code ? findAll(code, (node) => hasClass(node, 'token-line')) : [];
  const value = lines.length > 0 ? lines.map((line) => textOf(line).replace(/\n$/, '')).join('\n') : code ? textOf(code) : '';
  const properties: Element['properties'] = {dataLang: language === 'text' ? '' : language};
  if (title) properties.dataTitle = textOf(title).trim();
  return element('pre', [text(value.replace(/\s+$/, ''))], properties);
}

/** Tabs become one labelled section per tab, every tab included. */
function tabs(container: Element): ElementContent[] {
  const labels = findAll(container, (node) => node.properties?.role === 'tab').map((tab) => textOf(tab).trim());
  const panels = findAll(container, (node) => node.properties?.role === 'tabpanel');
  return panels.flatMap((panel, index) => [
    element('p', [element('strong', [text(labels[index] ?? `Tab ${index + 1}`)])]),
    ...panel.children,
  ]);
}

function admonition(container: Element): Element {
  const kind = classSuffix(container, 'theme-admonition-') ?? 'note';
  const heading = find(container, (node) => hasClass(node, 'admonitionHeading'));
  const content = find(container, (node) => hasClass(node, 'admonitionContent'));
  const name = kind.charAt(0).toUpperCase() + kind.slice(1);
  const title = heading ? textOf(heading).trim() : '';
  const label = !title || title.toLowerCase() === kind ? name : `${name}: ${title}`;
  return element('blockquote', [element('p', [element('strong', [text(label)])]), ...(content?.children ?? [])]);
}

/** Elements that sit inside a line of text. */
const INLINE = new Set(['a', 'abbr', 'b', 'br', 'code', 'em', 'i', 'kbd', 'span', 'strong', 'sub', 'sup', 'wbr']);

function details(container: Element, inCell = false): ElementContent[] {
  const summary = container.children.find((child) => isElement(child) && child.tagName === 'summary');
  const rest = container.children.filter((child) => child !== summary);
  const label = element('strong', [text(summary ? textOf(summary).trim() : 'Details')]);
  // A fold of inline content (a list of values) reads as one line: "**64 values**: `auto`, `ar`".
  if (rest.length && rest.every((child) => child.type === 'text' || (isElement(child) && INLINE.has(child.tagName)))) {
    const line = [label, text(': '), ...rest];
    return inCell ? [text(' '), ...line] : [element('p', line)];
  }
  return [element('p', [label]), ...rest];
}

function absolute(url: string, siteUrl: string, route: string): string {
  if (url.startsWith('#')) return `${siteUrl}${route}${url}`;
  if (url.startsWith('/') && !url.startsWith('//')) return `${siteUrl}${url}`;
  return url;
}

type Context = {siteUrl: string; route: string; inCell?: boolean};

/**
 * Components lay out the parts of a cell (name, type, constraints) as blocks
 * with no space between them; on one Markdown line they need one.
 */
function spacedParts(children: ElementContent[]): ElementContent[] {
  const isPart = (node: ElementContent | undefined) => node?.type === 'element' && ['span', 'div', 'p'].includes(node.tagName);
  return children.flatMap((child, index) => {
    const previous = children[index - 1];
    const adjacent = previous?.type === 'element' && child.type === 'element';
    return adjacent && (isPart(previous) || isPart(child)) ? [text(' '), child] : [child];
  });
}

/** Rewrites the tree in place; returns the nodes that replace `node`. */
function simplify(node: ElementContent, context: Context): ElementContent[] {
  if (!isElement(node)) return node.type === 'comment' ? [] : [node];
  if (dropped(node)) return [];
  // A Markdown table cell is one line.
  if (node.tagName === 'br' && context.inCell) return [text(' ')];
  if (hasClass(node, 'theme-code-block')) return [codeBlock(node)];
  if (typeof node.properties?.dataDiagramSource === 'string') {
    return [element('pre', [text(node.properties.dataDiagramSource)], {dataLang: 'mermaid'})];
  }
  let replacement: ElementContent[] = [node];
  if (classesOf(node).includes('tabs-container')) replacement = tabs(node);
  else if (classesOf(node).includes('theme-admonition')) replacement = [admonition(node)];
  else if (node.tagName === 'details') replacement = details(node, context.inCell);
  else if (node.tagName === 'table') {
    const caption = node.children.find((child) => isElement(child) && child.tagName === 'caption');
    if (caption) {
      node.children = node.children.filter((child) => child !== caption);
      replacement = [element('p', [element('em', [text(textOf(caption).trim())])]), node];
    }
  }
  if (replacement.length !== 1 || replacement[0] !== node) {
    return replacement.flatMap((child) => simplify(child, context));
  }
  if (node.tagName === 'a' && typeof node.properties?.href === 'string')
    node.properties.href = absolute(node.properties.href, context.siteUrl, context.route);
  if (node.tagName === 'img' && typeof node.properties?.src === 'string')
    node.properties.src = absolute(node.properties.src, context.siteUrl, context.route);
  const isCell = node.tagName === 'td' || node.tagName === 'th';
  node.children = node.children.flatMap((child) => simplify(child, isCell ? {...context, inCell: true} : context));
  if (isCell) node.children = spacedParts(node.children);
  return [node];
}

function metaContent(tree: Root, name: string): string {
  const meta = find(tree, (node) => node.tagName === 'meta' && (node.properties?.name === name || node.properties?.property === name));
  return typeof meta?.properties?.content === 'string' ? meta.properties.content : '';
}

/** The part of the page a twin holds: the doc's Markdown body, else the main region. */
function articleOf(tree: Root): Element | undefined {
  return find(tree, (node) => classesOf(node).includes('theme-doc-markdown')) ?? find(tree, (node) => node.tagName === 'main');
}

let modules:
  | Promise<{
      unified: Unified['unified'];
      rehypeRemark: (typeof import('rehype-remark'))['default'];
      remarkGfm: (typeof import('remark-gfm'))['default'];
      remarkStringify: (typeof import('remark-stringify'))['default'];
    }>
  | undefined;

/** The unified packages are ES modules; load them once. */
function loadModules() {
  modules ??= Promise.all([import('unified'), import('rehype-remark'), import('remark-gfm'), import('remark-stringify')]).then(
    ([unified, rehypeRemark, remarkGfm, remarkStringify]) => ({
      unified: unified.unified,
      rehypeRemark: rehypeRemark.default,
      remarkGfm: remarkGfm.default,
      remarkStringify: remarkStringify.default,
    }),
  );
  return modules;
}

/**
 * @param tree the page as built, parsed (the caller's: it is changed)
 * @param route the page's route, for `#fragment` links
 * @param siteUrl links and images become absolute URLs on this site
 */
export async function htmlToMarkdown(tree: Root, route: string, siteUrl: string): Promise<Twin> {
  const {unified, rehypeRemark, remarkGfm, remarkStringify} = await loadModules();
  const titleElement = find(tree, (node) => node.tagName === 'title');
  const title = (metaContent(tree, 'og:title') || (titleElement ? textOf(titleElement) : '')).replace(/\s+\|\s+[^|]+$/, '').trim();
  const description = metaContent(tree, 'description');
  const article = articleOf(tree);
  if (!article) throw new Error(`${route}: the page has neither a doc body nor a <main> element`);
  const content: Root = {type: 'root', children: article.children.flatMap((child) => simplify(child, {siteUrl, route}))};

  const handlers = {
    pre(state: {patch(from: unknown, to: unknown): void}, node: Element): Code {
      const language = typeof node.properties?.dataLang === 'string' ? node.properties.dataLang : '';
      const titleMeta = typeof node.properties?.dataTitle === 'string' ? `title="${node.properties.dataTitle}"` : null;
      const result: Code = {type: 'code', lang: language || null, meta: titleMeta, value: textOf(node)};
      state.patch(node, result);
      return result;
    },
  };
  const processor = unified()
    .use(rehypeRemark, {handlers})
    .use(remarkGfm, {tablePipeAlign: false})
    .use(remarkStringify, {bullet: '-', fence: '`', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one'});
  const mdast = await processor.run(content as never);
  const markdown = processor.stringify(mdast as never) as string;
  return {title, description, markdown: `${markdown.trim()}\n`};
}
