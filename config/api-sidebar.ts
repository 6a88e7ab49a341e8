import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import generatedSidebar from '../api/sidebar';
import {API_ROUTE_BASE} from './openapi';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;
type SidebarItem = SidebarItems[number];
type Category = Extract<SidebarItem, {type: 'category'}>;
type DocItem = {type: 'doc'; id: string; label?: string};

const SPEC = path.join(__dirname, '..', 'specs', 'openapi.yaml');

function isCategory(item: SidebarItem): item is Category {
  return typeof item === 'object' && item.type === 'category';
}

function isDoc(item: SidebarItem): item is SidebarItem & DocItem {
  return typeof item === 'object' && item.type === 'doc';
}

/** Tag descriptions keyed by the label the sidebar shows (`x-displayName`, else the name). */
function groupDescriptions(): Map<string, string> {
  const spec = YAML.parse(fs.readFileSync(SPEC, 'utf8')) as {
    tags?: {name: string; 'x-displayName'?: string; description?: string}[];
  };
  return new Map((spec.tags ?? []).map((tag) => [tag['x-displayName'] ?? tag.name, tag.description ?? '']));
}

/**
 * The generated sidebar puts the introduction above the groups; the reference
 * opens its first group ("Real Time Speech-to-Speech Translation Streaming")
 * with it instead. Each group also gets its tag's description for the /api cards.
 */
export function apiSidebarItems(generated: SidebarItems = generatedSidebar as SidebarItems): SidebarItems {
  const introduction = generated.filter(isDoc);
  const descriptions = groupDescriptions();
  const groups = generated.filter(isCategory).map((group, index) => ({
    ...group,
    description: descriptions.get(group.label) || undefined,
    items: index === 0 ? [...introduction, ...(group.items as SidebarItems)] : group.items,
  }));
  return groups;
}

function firstDocId(items: SidebarItems): string | undefined {
  for (const item of items) {
    if (isDoc(item)) return item.id;
    if (isCategory(item)) {
      const nested = firstDocId(item.items as SidebarItems);
      if (nested) return nested;
    }
  }
  return undefined;
}

/** The docs sidebar's 'API Reference' links: one per group, to the group's first page. */
export function apiReferenceLinks(groups: SidebarItems = apiSidebarItems()): SidebarItems {
  return groups.filter(isCategory).map((group) => ({
    type: 'link' as const,
    label: group.label,
    href: `/${API_ROUTE_BASE}/${firstDocId(group.items as SidebarItems)}`,
  }));
}
