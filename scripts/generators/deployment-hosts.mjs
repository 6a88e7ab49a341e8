// The API descriptions are written with the documented default hosts
// (api.example.com, stream.example.com, ...). A deployment may override them
// (config/deployment-values.mjs); these helpers swap every default for the
// deploy-time value, in plain text so formatting and line numbers survive.
import {readDeploymentValues, toWebSocketUrl} from '../../config/deployment-values.mjs';

/** @param {string} url */
function host(url) {
  return new URL(url).host;
}

/**
 * [default, deploy-time value] pairs for every value that differs from its
 * default. @param {ReturnType<typeof readDeploymentValues>} deployment
 */
export function hostReplacements(deployment) {
  const defaults = readDeploymentValues({});
  /** @type {[string, string][]} */
  const pairs = [
    [defaults.swaggerUrl, deployment.swaggerUrl],
    [defaults.apiKeysUrl, deployment.apiKeysUrl],
    [defaults.apiBaseUrl, deployment.apiBaseUrl],
    [toWebSocketUrl(defaults.streamBaseUrl), toWebSocketUrl(deployment.streamBaseUrl)],
    [defaults.streamBaseUrl, deployment.streamBaseUrl],
    [`rtmp://${host(defaults.streamBaseUrl)}`, `rtmp://${host(deployment.streamBaseUrl)}`],
    [`srt://${host(defaults.streamBaseUrl)}`, `srt://${host(deployment.streamBaseUrl)}`],
    [defaults.appUrl, deployment.appUrl],
    [defaults.supportEmail, deployment.supportEmail],
  ];
  return pairs.filter(([from, to]) => from !== to);
}

/**
 * Replaces in one pass, longest default first, so a specific default (the
 * Swagger URL) wins over its prefix (the REST base) and a replacement is
 * never replaced again.
 * @param {string} text @param {ReturnType<typeof readDeploymentValues>} deployment
 */
export function withDeploymentHosts(text, deployment) {
  const replacements = new Map(hostReplacements(deployment));
  if (replacements.size === 0) return text;
  const pattern = [...replacements.keys()]
    .sort((a, b) => b.length - a.length)
    .map((from) => from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  return text.replace(new RegExp(pattern, 'g'), (match) => replacements.get(match) ?? match);
}
