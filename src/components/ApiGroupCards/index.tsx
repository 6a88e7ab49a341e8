import React from 'react';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem, PropSidebarItemCategory} from '@docusaurus/plugin-content-docs';
import {Card, CardGrid} from '@site/src/components/CardGrid';
import InlineMarkup from '@site/src/components/InlineMarkup';
import groups from '@site/.generated/data/api-groups.json';
import styles from './styles.module.css';

/** Tag descriptions from the API description, keyed by the group's label. */
const descriptions = new Map(groups.map((group) => [group.label, group.description]));

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
  return items.reduce((sum, item) => sum + (item.type === 'link' ? 1 : item.type === 'category' ? countLinks(item.items) : 0), 0);
}

/** One card per group of the API sidebar, linking to the group's first page. */
export default function ApiGroupCards(): React.ReactNode {
  const sidebar = useDocsSidebar();
  const groups = (sidebar?.items ?? []).filter((item): item is PropSidebarItemCategory => item.type === 'category');
  return (
    <CardGrid minWidth="16rem">
      {groups.map((group) => {
        const pages = countLinks(group.items);
        const description = descriptions.get(group.label);
        return (
          <Card
            key={group.label}
            as="h2"
            title={group.label}
            to={firstLink(group.items)}
            description={description && <InlineMarkup text={description} />}>
            <p className={styles.count}>
              {pages} {pages === 1 ? 'page' : 'pages'}
            </p>
          </Card>
        );
      })}
    </CardGrid>
  );
}
