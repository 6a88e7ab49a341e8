import type {ThemeConfig} from '@docusaurus/preset-classic';
import type {Deployment} from './deployment';
import {SITE_TITLE} from './constants';

export function navbar(deployment: Deployment) {
  return {
    title: SITE_TITLE,
    logo: {
      alt: 'Home',
      src: 'img/logo.svg',
      width: 32,
      height: 32,
    },
    hideOnScroll: false,
    items: [
      {to: '/docs/overview', label: 'Docs', position: 'left', activeBaseRegex: '^/(docs|Broadcaster)/'},
      {to: '/api', label: 'API reference', position: 'left', activeBaseRegex: '^/api(/|$)'},
      {to: '/blog', label: 'Blog', position: 'left'},
      {type: 'search', position: 'right'},
      {href: deployment.aboutUrl, label: 'About', position: 'right'},
      {href: deployment.appUrl, label: 'Sign in', position: 'right', className: 'navbar__sign-in'},
    ],
  } satisfies ThemeConfig['navbar'];
}
