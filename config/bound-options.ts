import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

// Docusaurus copies the options of every plugin and remark plugin into the site
// config it ships to the browser. Options that hold this checkout's paths or the
// deploy-time values are bound to their plugin here instead, so they stay on the
// build machine (tests/build/site.spec.ts greps the build for the checkout's path).

/** A remark plugin with its options bound, for a `remarkPlugins` list. */
export function remarkPluginWith<Options, Transformer>(attacher: (options: Options) => Transformer, options: Options): () => Transformer {
  return function boundRemarkPlugin() {
    return attacher(options);
  };
}

/** A site plugin with its options bound, for the `plugins` list. */
export function pluginWith<Options>(
  plugin: (context: LoadContext, options: Options) => Plugin | Promise<Plugin>,
  options: Options,
): PluginModule {
  return (context) => plugin(context, options);
}
