// The groups of the API reference, from the description's tags: the label the
// sidebar shows, the description the /api cards show, and which group opens
// with the introduction page.

/** @returns {{label: string, description: string, withIntroduction: boolean}[]} */
export function apiGroups(spec) {
  return (spec.tags ?? []).map((tag, index) => ({
    label: tag['x-displayName'] ?? tag.name,
    description: tag.description ?? '',
    withIntroduction: index === 0,
  }));
}
