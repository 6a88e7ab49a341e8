import {type Page} from '@playwright/test';

/** Collects every request that leaves 127.0.0.1. */
export function keepOnOrigin(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return;
    if (url.hostname !== '127.0.0.1') outside.push(request.url());
  });
  return outside;
}

/** The playground's message log. */
export const log = (page: Page) => page.getByRole('log', {name: 'Message log'});

/** `message_type`s in the log, by direction. */
export async function logTypes(page: Page, direction: 'sent' | 'received'): Promise<Set<string>> {
  return new Set(
    await log(page)
      .locator(`li[data-direction="${direction}"]`)
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-type') ?? '')),
  );
}
