import type {Plugin} from '@docusaurus/types';
import {builtPages, type BuiltPage} from './pages';
import {heapGuard} from './heapGuard';

/**
 * What this site writes after the build, in this order: each step may read what the steps before it wrote.
 * Compression follows the whole build (scripts/run-docusaurus.mjs), once the stock plugins' own
 * postBuild (sitemap, feeds) has written its files too.
 */
export const POST_BUILD_ORDER = ['search-index', 'markdown-twins', 'content-security-policy', 'example-archives'] as const;
export type PostBuildStepName = (typeof POST_BUILD_ORDER)[number];
export type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];
export type {BuiltPage};

export interface PostBuildStep {
  /** Before the first page. */
  start?(props: PostBuildProps): Promise<void> | void;
  /** Each built HTML page, read and parsed once for all steps, in the order of `builtPages`. */
  page?(page: BuiltPage): Promise<void> | void;
  /** After the last page. */
  finish?(props: PostBuildProps): Promise<void> | void;
}

const steps = new Map<PostBuildStepName, PostBuildStep>();

/** A plugin's work after the build, run by the pipeline in POST_BUILD_ORDER (Docusaurus runs postBuild hooks all at once). */
export function postBuildStep(name: PostBuildStepName, step: PostBuildStep): void {
  steps.set(name, step);
}

/**
 * The one postBuild of this site's plugins. Every step starts, then each page is read, parsed once and shown to
 * every step in POST_BUILD_ORDER, then every step finishes. Only one page's tree is held at a time.
 */
export default function postBuildPipeline(): Plugin {
  return {
    name: 'post-build',
    async postBuild(props) {
      const ordered = POST_BUILD_ORDER.flatMap((name) => steps.get(name) ?? []);
      const collectWhenGrown = heapGuard();
      for (const step of ordered) await step.start?.(props);
      for await (const page of builtPages(props.outDir, props.routesPaths)) {
        for (const step of ordered) await step.page?.(page);
        collectWhenGrown();
      }
      for (const step of ordered) await step.finish?.(props);
    },
  };
}
