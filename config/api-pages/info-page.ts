/**
 * Writes the introduction page from the description's `info`: version, the
 * long description (servers, authentication, envelope, errors, paging, rate
 * limits, downloads) and the security schemes.
 */
import {cell, code, mdxText, plainSummary} from '../../spec-toolkit/index.mjs';
import type {InfoPageData, SecurityScheme} from './types';

function schemeRow(name: string, scheme: SecurityScheme): string {
  const sentAs = scheme.type === 'apiKey' ? `${scheme.in} ${code(scheme.name ?? name)}` : cell(scheme.scheme ?? scheme.type);
  return `| ${code(name)} | ${cell(scheme.type)} | ${sentAs} | ${cell(scheme.description)} |`;
}

function securitySchemes(schemes: Record<string, SecurityScheme> | undefined): string | undefined {
  const entries = Object.entries(schemes ?? {});
  if (entries.length === 0) return undefined;
  return [
    '## Security schemes {#security-schemes}',
    'Each operation page lists the credentials it needs under **Authorization**.',
    '<div className="api-fields">',
    [
      '| Scheme | Type | Sent as | Description |',
      '| --- | --- | --- | --- |',
      ...entries.map(([name, scheme]) => schemeRow(name, scheme)),
    ].join('\n'),
    '</div>',
  ].join('\n\n');
}

export function createInfoPageMD(page: InfoPageData): string {
  const {info} = page;
  page.frontMatter.description = JSON.stringify(plainSummary(info.description) || page.title);
  const license = info.license
    ? `License: ${info.license.url ? `[${cell(info.license.name)}](${info.license.url})` : cell(info.license.name)}.`
    : undefined;
  return (
    [
      `<p className="api-version">Version ${code(info.version)}</p>`,
      mdxText(info.description),
      securitySchemes(page.securitySchemes),
      license,
    ]
      .filter(Boolean)
      .join('\n\n') + '\n'
  );
}
