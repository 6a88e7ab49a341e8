import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import type {Deployment} from './deployment';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;
type SidebarItem = SidebarItems[number];

/** A non-clickable section heading inside a sidebar. */
export function heading(label: string): SidebarItem {
  return {type: 'html', value: label, className: 'sidebar-heading', defaultStyle: true};
}

/** Opens the API reference sidebar, which replaces the guides' sidebar: the way back to them. */
export const guidesLink: SidebarItem = {
  type: 'link',
  label: '← Back to the guides',
  href: '/docs/overview',
  className: 'sidebar-back-link',
};

/** The external 'API Swagger' link that closes every docs sidebar. */
export function swaggerLink(deployment: Deployment): SidebarItem {
  return {
    type: 'link',
    label: 'API Swagger',
    href: deployment.swaggerUrl,
    className: 'sidebar-external-link',
  };
}

/** Appends the 'API Swagger' link to every sidebar, so no sidebar can forget it. */
export function withSwaggerLink(sidebars: Record<string, SidebarItems>, deployment: Deployment): SidebarsConfig {
  return Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, [...items, swaggerLink(deployment)]]));
}
