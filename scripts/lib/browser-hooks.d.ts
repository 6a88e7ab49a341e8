/** What the bench and the relevance runs leave on the page's window (functions passed to page.evaluate). */
interface Window {
  __searches?: Record<string, string[]>;
  __answers?: {input: string; urls: string[]}[];
  __firstSuggestion?: Promise<number>;
  __pagefind?: {search(query: string): Promise<{results: {data(): Promise<{url: string; sub_results?: {url: string}[]}>}[]}>};
}
