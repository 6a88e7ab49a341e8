import type {ThemeConfig} from '@docusaurus/preset-classic';
import type {Deployment} from './deployment';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** No link columns: one copyright line with the company address, support email and the changelog. */
export function footer(deployment: Deployment, year = new Date().getFullYear()) {
  const company = escapeHtml(deployment.companyName);
  const address = escapeHtml(deployment.companyAddress);
  const email = escapeHtml(deployment.supportEmail);
  return {
    style: 'dark',
    links: [],
    copyright:
      `Copyright © ${year} ${company} · ${address} · ` + `<a href="mailto:${email}">${email}</a> · <a href="/changelog">Changelog</a>`,
  } satisfies ThemeConfig['footer'];
}
