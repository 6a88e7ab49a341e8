import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem, PropSidebarItemCategory} from '@docusaurus/plugin-content-docs';
import groups from '@site/.generated/data/api-groups.json';
import styles from './styles.module.css';

/** Tag descriptions from the API description, keyed by the group's label. */
const descriptions = new Map(groups.map((group) => [group.label, group.description]));

/** Tag descriptions are Markdown; the cards render their `code` spans and keep the rest as text. */
function withCodeSpans(text: string): React.ReactNode[] {
  return text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function firstLink(items: PropSidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') return item.href;
    if (item.type === 'category') {
      const nested = item.href ?? firstLink(item.items);
      if (nested) return nested;
    }
  }
  return undefined;
}

function countLinks(items: PropSidebarItem[]): number {
  return items.reduce(
    (sum, item) => sum + (item.type === 'link' ? 1 : item.type === 'category' ? countLinks(item.items) : 0),
    0,
  );
}

/** One card per group of the API sidebar, linking to the group's first page. */
export default function ApiGroupCards(): React.ReactNode {
  const sidebar = useDocsSidebar();
  const groups = (sidebar?.items ?? []).filter((item): item is PropSidebarItemCategory => item.type === 'category');
  return (
    <ul className={styles.grid}>
      {groups.map((group) => {
        const href = firstLink(group.items);
        const pages = countLinks(group.items);
        const description = descriptions.get(group.label);
        return (
          <li key={group.label} className={styles.card}>
            <Heading as="h2" className={styles.title}>
              {href ? <Link to={href}>{group.label}</Link> : group.label}
            </Heading>
            {description && <p className={styles.description}>{withCodeSpans(description)}</p>}
            <p className={styles.count}>
              {pages} {pages === 1 ? 'page' : 'pages'}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
