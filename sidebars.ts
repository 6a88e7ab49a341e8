import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {deployment} from './config/deployment';
import {heading, withSwaggerLink} from './config/sidebar-helpers';
import {apiReferenceLinks} from './config/api-sidebar';

/** Guide order follows the docs plan; the API Reference links point into the generated reference. */
const sidebars: SidebarsConfig = withSwaggerLink(
  {
    docs: [
      heading('Documentation'),
      'docs/overview',
      heading('API Reference'),
      ...apiReferenceLinks(),
    ],
  },
  deployment,
);

export default sidebars;
