import type {Plugin} from '@docusaurus/types';

/**
 * Puts React DOM and its scheduler in a script of their own, loaded beside
 * main.js. The browser evaluates each script in its own task, so the first
 * load's longest task (compiling and running main.js) gets shorter.
 */
export default function frameworkChunkPlugin(): Plugin {
  return {
    name: 'framework-chunk',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              framework: {
                test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                name: 'framework',
                chunks: 'initial',
                priority: 60,
                enforce: true,
              },
            },
          },
        },
      };
    },
  };
}
