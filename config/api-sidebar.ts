import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import generatedSidebar from '../api/sidebar';
import groups from '../.generated/data/api-groups.json';
import {API_ROUTE_BASE} from './openapi';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;
type SidebarItem = SidebarItems[number];
type Category = Extract<SidebarItem, {type: 'category'}>;
type DocItem = {type: 'doc'; id: string; label?: string};

function isCategory(item: SidebarItem): item is Category {
  return typeof item === 'object' && item.type === 'category';
}

function isDoc(item: SidebarItem): item is SidebarItem & DocItem {
  return typeof item === 'object' && item.type === 'doc';
}

/** The info page's id, set by `api-pages/templates/info.mustache` (the plugin names it after the title). */
const INTRODUCTION_ID = 'introduction';

/**
 * The generated sidebar puts the introduction above the groups; the generator
 * names the group that opens with it instead (`npm run gen`, from the tags).
 */
export function apiSidebarItems(generated: SidebarItems = generatedSidebar as SidebarItems): SidebarItems {
  const introduction = generated.filter(isDoc).map((item) => ({...(item as DocItem), id: INTRODUCTION_ID}));
  const opensWithIntroduction = new Set(groups.filter((group) => group.withIntroduction).map((group) => group.label));
  return generated.filter(isCategory).map((group) => ({
    ...group,
    items: opensWithIntroduction.has(group.label) ? [...introduction, ...(group.items as SidebarItems)] : group.items,
  }));
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
