import type { Page } from '@playwright/test';

/** Collects the text of every console error the page logs from now on (CSP violations included). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
