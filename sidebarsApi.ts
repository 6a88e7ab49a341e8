import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {deployment} from './config/deployment';
import {withSwaggerLink} from './config/sidebar-helpers';
import {apiSidebarItems} from './config/api-sidebar';

/** The API reference sidebar: the generated groups, then the 'API Swagger' link. */
const sidebars: SidebarsConfig = withSwaggerLink({api: apiSidebarItems()}, deployment);

export default sidebars;
