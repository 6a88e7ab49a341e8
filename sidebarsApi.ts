import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {deployment} from './config/deployment';
import {guidesLink, withSwaggerLink} from './config/sidebar-helpers';
import {apiSidebarItems} from './config/api-sidebar';

/** The API reference sidebar: the way back to the guides, the generated groups, then the 'API Swagger' link. */
const sidebars: SidebarsConfig = withSwaggerLink({api: [guidesLink, ...apiSidebarItems()]}, deployment);

export default sidebars;
