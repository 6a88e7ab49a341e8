/** The visible text of an HTML document: no tags, scripts or styles; entities decoded; spaces collapsed. */
export function textOf(html: string): string {
  return (
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
      // A line-break opportunity inside a word (`subscriber_<wbr>count`) is not a space.
      .replace(/<wbr\s*\/?>/gi, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&(quot|#34|#x22);/g, '"')
      .replace(/&(apos|#39|#x27);/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/\u200b/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
