import type {Plugin} from '@docusaurus/types';

/** The scripts every page runs whole while it loads and hydrates. */
export const INITIAL_SCRIPTS = /^assets\/js\/(runtime~main|framework|main)\.[0-9a-f]+\.js$/;

/** V8's explicit compile hint for a whole file (Chrome 136+); to other engines it is a comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const NAME = 'compile-hints';

/**
 * Marks the scripts whose functions all run while a page loads, so that V8
 * compiles them while the file streams in, off the main thread. Without the
 * hint each function is compiled on the main thread when it is first called:
 * main.js's modules inside its evaluation, and a page's MDX content (one
 * function of several thousand lines on an API reference page) inside the
 * hydration step that renders it, which React cannot split.
 *
 * Marked: the named chunks — the initial scripts and the chunks Docusaurus
 * names for a route (its content, its components, its data). Unnamed chunks
 * (libraries split out of several routes, modules loaded on demand) hold
 * functions that may never run and stay unmarked. The hint is added after
 * minification (which would drop the comment) and before content hashing, so
 * a file's name still follows its bytes.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: NAME,
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const {Compilation, sources} = utils.currentBundler.instance;
      return {
        plugins: [
          {
            apply(compiler) {
              compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
                compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING}, () => {
                  for (const chunk of compilation.chunks) {
                    if (!chunk.name) continue;
                    for (const file of chunk.files) {
                      if (!file.endsWith('.js')) continue;
                      compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, '\n', source));
                    }
                  }
                });
              });
            },
          },
        ],
      };
    },
  };
}
