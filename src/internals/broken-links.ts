// Docusaurus' broken-link report: tests/unit/site-scripts.spec.ts feeds it to scripts/broken-links.mjs, which reads its text.
export {handleBrokenLinks} from '@docusaurus/core/lib/server/brokenLinks';
