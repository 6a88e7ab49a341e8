import fs from 'node:fs/promises';
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import {contentSecurityPolicy, inlineScripts, scriptHash} from './policy';
import {pagesHeaders, writeServerIncludes} from '../../../config/serving.mjs';
import {postBuildStep} from '../post-build';

export interface Options {
  tagManager: boolean;
  reportUri: string;
  connectSources: string[];
}

/**
 * Derives the Content-Security-Policy from the build: every inline script of
 * every page is allowed by its sha256 hash, so `script-src` needs no
 * 'unsafe-inline'. Third-party hosts are added only for what is configured.
 * The policy and the other headers of config/serving.mjs go into the include
 * both servers read, and into `_headers` for static hosts.
 */
export default function contentSecurityPolicyPlugin(options: Options): PluginModule {
  return () => {
    const hashes = new Set<string>();
    postBuildStep('content-security-policy', {
      page(page) {
        for (const script of inlineScripts(page.html)) hashes.add(scriptHash(script));
      },
      async finish({outDir}) {
        // Sorted, so that the policy does not change with the order pages are read in.
        const policy = contentSecurityPolicy({scriptHashes: [...hashes].sort(), ...options});
        // Beside the site folder, so that no server can serve it.
        writeServerIncludes(outDir, policy);
        // Static hosts that read their headers from the site folder (Netlify, Cloudflare Pages).
        await fs.writeFile(path.join(outDir, '_headers'), pagesHeaders(policy));
      },
    });
    return {name: 'content-security-policy'};
  };
}
