import path from 'path';
import type {Plugin} from '@docusaurus/types';

/**
 * Test-only routes that put the framework's error and loading states on
 * screen, so browser tests can prove them. Added only when DOCS_FIXTURES=1;
 * production builds never contain them.
 */
export default function testFixturesPlugin(): Plugin {
  return {
    name: 'test-fixtures',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: '/__fixtures/crash',
        component: path.join(__dirname, 'theme/CrashFixture.tsx'),
        exact: true,
      });
      actions.addRoute({
        path: '/__fixtures/loading',
        component: path.join(__dirname, 'theme/LoadingFixture.tsx'),
        exact: true,
      });
    },
  };
}
