import {createHash} from 'node:crypto';

/**
 * Hosts Google's "Use Tag Manager with a Content Security Policy" guide lists for
 * the container, Google Analytics 4, Google signals and Preview mode. Custom
 * JavaScript variables ('unsafe-eval') and Custom HTML tags (a nonce per
 * response, which a static host cannot make) are not allowed.
 */
const TAG_MANAGER = ['https://*.googletagmanager.com', 'https://googletagmanager.com'];
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
const SIGNALS = ['https://*.g.doubleclick.net', 'https://*.google.com'];
const PREVIEW = 'https://tagmanager.google.com';
export const TAG_MANAGER_SOURCES = {
  script: [...TAG_MANAGER, PREVIEW],
  style: [...TAG_MANAGER, PREVIEW, 'https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com', 'data:'],
  img: [...TAG_MANAGER, ...ANALYTICS, ...SIGNALS, 'https://ssl.gstatic.com', 'https://www.gstatic.com'],
  connect: [...TAG_MANAGER, ...ANALYTICS, ...SIGNALS],
  // The tag manager's <noscript> fallback is an iframe.
  frame: TAG_MANAGER,
};

export interface PolicyInput {
  /** `'sha256-…'` sources of every inline script the site serves. */
  scriptHashes: string[];
  /** True when a tag manager container is configured. */
  tagManager: boolean;
  /** Where browsers send violation reports; empty for none. */
  reportUri: string;
  /** Further hosts the pages fetch from (a hosted search engine's); none by default. */
  connectSources?: string[];
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

export function contentSecurityPolicy({scriptHashes, tagManager, reportUri, connectSources = []}: PolicyInput): string {
  const hashes = [...new Set(scriptHashes)].sort();
  const withTagManager = (own: string[], hosts: string[]) => (tagManager ? [...own, ...hosts] : own);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', withTagManager(["'self'", ...hashes], TAG_MANAGER_SOURCES.script)],
    // React style props, Mermaid's diagrams and the theme set inline styles.
    ['style-src', withTagManager(["'self'", "'unsafe-inline'"], TAG_MANAGER_SOURCES.style)],
    ...(tagManager ? [['font-src', ["'self'", ...TAG_MANAGER_SOURCES.font]] as [string, string[]]] : []),
    // The theme's icons are data: SVGs in the stylesheet.
    ['img-src', withTagManager(["'self'", 'data:'], TAG_MANAGER_SOURCES.img)],
    ['connect-src', [...withTagManager(["'self'"], TAG_MANAGER_SOURCES.connect), ...connectSources]],
    ...(tagManager ? [['frame-src', TAG_MANAGER_SOURCES.frame] as [string, string[]]] : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(reportUri ? [['report-uri', [checkReportUri(reportUri)]] as [string, string[]]] : []),
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
