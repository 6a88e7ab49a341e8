// Routes share most of their chunks (layout, sidebar, version data), and the
// stock helper appends one <link rel="prefetch"> per chunk of every visible
// link: 385 elements for 28 files on /docs/quick-start, all in one task. Here
// each file is asked for once, and not at all when the page loaded it already.
const asked = new Set<string>();

function loadedAlready(url: string): boolean {
  return Array.from(document.scripts).some((script) => script.getAttribute('src') === url);
}

/** Prefetches one chunk file; resolves when it is fetched or failed, like the helper it replaces. */
export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined' || asked.has(url)) return Promise.resolve();
  asked.add(url);
  if (loadedAlready(url)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}
