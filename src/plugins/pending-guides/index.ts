import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

const SPEC = path.join(__dirname, '..', '..', '..', 'openapi', 'openapi.yaml');

/** Guide routes (`/docs/...`) that Markdown links in the OpenAPI description point to. */
export function guideLinksInSpec(text = fs.readFileSync(SPEC, 'utf8')): string[] {
  const routes = [...text.matchAll(/\]\((\/docs\/[^)#\s]*)/g)].map((match) => match[1].replace(/\/$/, ''));
  return [...new Set(routes)].sort();
}

/**
 * Test builds only (DOCS_FIXTURES=1). The API reference links to guides that
 * are written on another branch; until they are merged, each linked guide
 * that no docs page provides gets a placeholder route, so the broken-link
 * check can stay strict. Production builds never load this plugin, and once
 * the guides exist it adds nothing.
 */
export default function pendingGuidesPlugin(): Plugin {
  return {
    name: 'pending-guides',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const written = new Set(docs?.loadedVersions.flatMap((version) => version.docs.map((doc) => doc.permalink)) ?? []);
      for (const route of guideLinksInSpec().filter((link) => !written.has(link))) {
        actions.addRoute({path: route, component: path.join(__dirname, 'PendingGuide.tsx'), exact: true});
      }
    },
  };
}
