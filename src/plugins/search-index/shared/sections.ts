/** Parts of the site the search page can be narrowed to (`ctx` in its URL). */
export const SECTIONS = [
  {id: 'docs', label: 'Guides and message reference', prefix: '/docs/'},
  {id: 'api', label: 'API reference', prefix: '/api'},
  {id: 'blog', label: 'Blog', prefix: '/blog'},
] as const;
export type SectionId = (typeof SECTIONS)[number]['id'];

export function sectionOf(route: string): SectionId | undefined {
  return SECTIONS.find((section) => route === section.prefix.replace(/\/$/, '') || route.startsWith(section.prefix))?.id;
}

export function isSectionId(value: string | null | undefined): value is SectionId {
  return SECTIONS.some((section) => section.id === value);
}
