import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import {htmlToMarkdown, type Twin} from './html-to-markdown';
import {twinPathOf, twinUrlOf} from '../../utils/markdownTwin';
import {agentDirective, buildLlmsFullTxt, buildLlmsTxt, readSpecs, type Entry, type LlmsSource} from './llms-txt';
import {writeAgentSkills} from './agent-skills';
import {API_CATALOG_PATH, apiCatalog} from './api-catalog';
import {tokenTable} from '../remark-deployment-values';
import {postBuildStep} from '../post-build';

/**
 * After the build, writes a Markdown twin of every page (`/docs/overview` →
 * `/docs/overview.md`), converted from the page's built HTML so components
 * appear as they render, each with a line for agents under its title, plus
 * `/llms.txt` (an index of the twins for coding assistants, llmstxt.org
 * layout), `/llms-full.txt` (every guide in one file), the agent skills under
 * `/.well-known/agent-skills/` and the API catalog `/.well-known/api-catalog`.
 */

export type Options = {
  /** Routes without a twin: exact paths, or a prefix followed by `/**`. */
  excludedRoutes: string[];
  /** Where the facts of the llms.txt instructions come from. */
  sources: Omit<LlmsSource, 'siteUrl' | 'title' | 'summary' | 'sections'>;
  /** The agent skills' sources: one folder per skill, each with a SKILL.md. */
  skillsDir: string;
};

type DocsContent = {
  loadedVersions: {
    docs: {id: string; title: string; description: string; permalink: string; unlisted?: boolean}[];
    sidebars: Record<string, SidebarItem[]>;
  }[];
};
type SidebarItem = {type: string; id?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};

function excluded(route: string, patterns: string[]): boolean {
  return patterns.some((pattern) =>
    pattern.endsWith('/**') ? route.startsWith(pattern.slice(0, -2)) || route === pattern.slice(0, -3) : route === pattern,
  );
}

/** Doc ids in sidebar order, then the docs no sidebar lists. */
function docsInOrder(content: DocsContent) {
  const [version] = content.loadedVersions;
  const order: string[] = [];
  const walk = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'doc' && item.id) order.push(item.id);
      if (item.link?.type === 'doc' && item.link.id) order.push(item.link.id);
      if (item.items) walk(item.items);
    }
  };
  Object.values(version.sidebars).forEach(walk);
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return version.docs.filter((doc) => !doc.unlisted).sort((a, b) => rank(a.id) - rank(b.id));
}

function docsOf(props: Props, id: string): DocsContent | undefined {
  const plugin = props.plugins.find((candidate) => candidate.name === 'docusaurus-plugin-content-docs' && candidate.options.id === id);
  return plugin?.content as DocsContent | undefined;
}

async function writeFile(file: string, text: string) {
  await fs.mkdir(path.dirname(file), {recursive: true});
  await fs.writeFile(file, text);
}

/** The twin as served: its title, then the line for agents, then the page. */
function withDirective(markdown: string, directive: string): string {
  const end = markdown.indexOf('\n');
  return end === -1 ? `${markdown}\n\n${directive}\n` : `${markdown.slice(0, end)}\n\n${directive}${markdown.slice(end)}`;
}

export default function markdownTwinsPlugin(context: LoadContext, options: Options): Plugin {
  const twins = new Map<string, Twin>();
  let outDir = '';
  let siteUrl = '';
  let directive = '';
  postBuildStep('markdown-twins', {
    start(props) {
      outDir = props.outDir;
      siteUrl = props.siteConfig.url.replace(/\/$/, '');
      directive = agentDirective(siteUrl);
    },
    async page(page) {
      const routes = page.routes.filter((route) => !excluded(route, options.excludedRoutes));
      for (const route of routes) {
        const twin = await htmlToMarkdown(page.hast(), route, siteUrl);
        const markdown = twin.markdown.startsWith('# ') ? twin.markdown : `# ${twin.title}\n\n${twin.markdown}`;
        twins.set(route, {...twin, markdown});
        await writeFile(path.join(outDir, decodeURI(twinPathOf(route))), withDirective(markdown, directive));
      }
    },
    finish: (props) => writeIndexes(props),
  });

  async function writeIndexes(props: Props) {
    const {siteConfig} = props;
    const entry = (route: string, title?: string): Entry | null => {
      const twin = twins.get(route);
      return twin
        ? {title: title ?? twin.title, url: `${siteUrl}${twinUrlOf(route)}`, description: twin.description, markdown: twin.markdown, route}
        : null;
    };
    const present = (entries: (Entry | null)[]) => entries.filter((item): item is Entry => item !== null);
    const guides = docsOf(props, 'default');
    const api = docsOf(props, 'api');
    const guideDocs = guides ? docsInOrder(guides) : [];
    const isMessage = (permalink: string) => permalink.startsWith('/docs/streaming_api/messages/');
    const sections = [
      {
        title: 'Guides',
        entries: present(guideDocs.filter((doc) => !isMessage(doc.permalink)).map((doc) => entry(doc.permalink, doc.title))),
      },
      {
        title: 'Streaming messages',
        entries: present(guideDocs.filter((doc) => isMessage(doc.permalink)).map((doc) => entry(doc.permalink, doc.title))),
      },
      {title: 'REST operations', entries: present((api ? docsInOrder(api) : []).map((doc) => entry(doc.permalink, doc.title)))},
      {title: 'Optional', entries: present(['/changelog', '/blog', '/'].map((route) => entry(route)))},
    ];
    const home = twins.get('/');
    const source: LlmsSource = {
      ...options.sources,
      siteUrl,
      title: siteConfig.title,
      summary: [siteConfig.tagline, home?.description].filter(Boolean).join(': '),
      sections,
    };
    await writeFile(path.join(outDir, 'llms.txt'), await buildLlmsTxt(source));
    await writeFile(path.join(outDir, 'llms-full.txt'), await buildLlmsFullTxt(source, sections[0].entries));
    await writeAgentSkills({sourceDir: options.skillsDir, outDir, siteUrl, tokens: tokenTable(options.sources.deployment)});
    const catalog = apiCatalog({siteUrl, deployment: options.sources.deployment, openapi: readSpecs(options.sources).openapi});
    await writeFile(path.join(outDir, API_CATALOG_PATH), `${JSON.stringify(catalog, null, 2)}\n`);
  }
  return {name: 'markdown-twins'};
}
