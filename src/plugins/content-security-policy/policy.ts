import {createHash} from 'node:crypto';

/** Hosts Google Tag Manager and the Google Analytics tags it loads talk to. */
export const TAG_MANAGER_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  // The tag manager's <noscript> fallback is an iframe.
  frame: ['https://www.googletagmanager.com'],
};

export interface PolicyInput {
  /** `'sha256-…'` sources of every inline script the site serves. */
  scriptHashes: string[];
  /** True when a tag manager container is configured. */
  tagManager: boolean;
  /** Where browsers send violation reports; empty for none. */
  reportUri: string;
}

const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The bodies of the inline scripts in an HTML document (data blocks such as JSON-LD are not scripts). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (SCRIPT_TYPES.has(type) && body.trim()) scripts.push(body);
  }
  return scripts;
}

/** The CSP source that allows exactly this inline script. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * Report URIs end up inside an HTTP header and an nginx string, so only a
 * plain absolute http(s) URL is accepted.
 */
export function checkReportUri(uri: string): string {
  if (!uri) return '';
  if (!/^https?:\/\/[^\s"'$;,\\]+$/.test(uri) || !URL.canParse(uri)) {
    throw new Error(`CSP_REPORT_URI must be an absolute http(s) URL without quotes, spaces, ';', ',' or '$' (got ${JSON.stringify(uri)})`);
  }
  return uri;
}

export function contentSecurityPolicy({scriptHashes, tagManager, reportUri}: PolicyInput): string {
  const hashes = [...new Set(scriptHashes)].sort();
  const withTagManager = (own: string[], hosts: string[]) => (tagManager ? [...own, ...hosts] : own);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', withTagManager(["'self'", ...hashes], TAG_MANAGER_SOURCES.script)],
    // React style props, Mermaid's diagrams and the theme set inline styles.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // The theme's icons are data: SVGs in the stylesheet.
    ['img-src', withTagManager(["'self'", 'data:'], TAG_MANAGER_SOURCES.img)],
    ['connect-src', withTagManager(["'self'"], TAG_MANAGER_SOURCES.connect)],
    ...(tagManager ? [['frame-src', TAG_MANAGER_SOURCES.frame] as [string, string[]]] : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(reportUri ? [['report-uri', [checkReportUri(reportUri)]] as [string, string[]]] : []),
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The nginx include that sends the policy; `scripts/serve.mjs` reads the same file. */
export function nginxInclude(policy: string): string {
  return [
    '# Written by `npm run build` (src/plugins/content-security-policy) from the',
    '# inline scripts of the built pages and config/deployment.ts. Do not edit.',
    `add_header Content-Security-Policy "${policy}" always;`,
    '',
  ].join('\n');
}
