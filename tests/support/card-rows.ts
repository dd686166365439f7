import type { Page } from '@playwright/test';

/**
 * The rows of cards (`li.card` of one list, side by side) whose first paragraphs start at different heights, each
 * named by its cards' headings: a card grid lines up its cards' parts row by row (subgrid), so a longer title in
 * one card moves the text of its neighbours with it.
 */
export function misalignedCardRows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const misaligned: string[] = [];
    const top = (element: Element) => Math.round(element.getBoundingClientRect().top);
    for (const list of document.querySelectorAll('main ul')) {
      const cards = [...list.children].filter((item) => item.matches('li.card') && item.checkVisibility());
      const rows = Map.groupBy(cards, top);
      for (const row of rows.values()) {
        const starts = row.map((card) => card.querySelector('p')).filter((text) => text !== null);
        if (starts.length < 2 || new Set(starts.map(top)).size === 1) continue;
        const names = row.map((card) => card.querySelector('h2, h3, h4')?.textContent?.trim() ?? '(no heading)');
        misaligned.push(`${names.join(' | ')}: text at ${starts.map(top).join(', ')} px`);
      }
    }
    return misaligned;
  });
}
