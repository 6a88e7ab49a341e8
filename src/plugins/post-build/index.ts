import type {Plugin} from '@docusaurus/types';

/**
 * What this site writes after the build, in this order: each step may read what the steps before it wrote.
 * Compression follows the whole build (scripts/run-docusaurus.mjs), once the stock plugins' own
 * postBuild (sitemap, feeds) has written its files too.
 */
export const POST_BUILD_ORDER = ['search-index', 'markdown-twins', 'content-security-policy', 'example-archives'] as const;
export type PostBuildStepName = (typeof POST_BUILD_ORDER)[number];
type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];
type Step = (props: PostBuildProps) => Promise<void>;

const steps = new Map<PostBuildStepName, Step>();

/** A plugin's work after the build, run by the pipeline in POST_BUILD_ORDER (Docusaurus runs postBuild hooks all at once). */
export function postBuildStep(name: PostBuildStepName, step: Step): void {
  steps.set(name, step);
}

/** The one postBuild of this site's plugins: the registered steps, one after another. */
export default function postBuildPipeline(): Plugin {
  return {
    name: 'post-build',
    async postBuild(props) {
      for (const name of POST_BUILD_ORDER) await steps.get(name)?.(props);
    },
  };
}
