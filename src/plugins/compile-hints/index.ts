import type {Plugin} from '@docusaurus/types';

/** The scripts every page runs whole while it loads and hydrates. */
export const INITIAL_SCRIPTS = /^assets\/js\/(runtime~main|framework|main)\.[0-9a-f]+\.js$/;

/** V8's explicit compile hint for a whole file (Chrome 136+); to other engines it is a comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the scripts every page runs whole so that V8 compiles all their
 * functions while the file streams in, off the main thread. Without the hint
 * each module function is compiled on the main thread when it is first called,
 * inside main.js's evaluation: the first load's longest task. The hint is
 * added after minification (which would drop the comment) and before content
 * hashing, so a file's name still follows its bytes.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = utils.currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            include: INITIAL_SCRIPTS,
            stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
      };
    },
  };
}
