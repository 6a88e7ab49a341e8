const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/**
 * The dropdown's path line ("Guides › Voices › Cloned voices") is inserted
 * as HTML, so every item is escaped: a title or heading holding markup shows
 * as text.
 */
export function concatDocumentPath(pathItems: string[]): string {
  return pathItems.map(escapeHtml).join(' › ');
}
