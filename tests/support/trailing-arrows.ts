import type { Locator } from '@playwright/test';

/**
 * The links among `links` whose closing arrow (an icon after their words) does not follow their last word on
 * its line: a label that wraps must end its last line with the arrow, not leave it beside the whole block.
 * Words only screen readers get (a box of a pixel) are not on any line; a link without a closing icon passes.
 */
export function arrowsApartFromWords(links: Locator): Promise<string[]> {
  return links.evaluateAll((elements) =>
    elements.flatMap((link) => {
      const arrow = [...link.querySelectorAll('svg')].at(-1);
      const texts = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      let last: Text | undefined;
      for (let text = texts.nextNode() as Text | null; text; text = texts.nextNode() as Text | null) {
        if (text.data.trim() && (text.parentElement?.getBoundingClientRect().width ?? 0) > 1) last = text;
      }
      if (!arrow || !last || !(last.compareDocumentPosition(arrow) & Node.DOCUMENT_POSITION_FOLLOWING)) return [];
      const end = last.data.trimEnd().length;
      const range = document.createRange();
      range.setStart(last, end - 1);
      range.setEnd(last, end);
      const letter = range.getBoundingClientRect();
      const box = arrow.getBoundingClientRect();
      const middle = box.top + box.height / 2;
      const besideIt = middle > letter.top && middle < letter.bottom && box.left - letter.right < box.width;
      return besideIt ? [] : [link.textContent?.trim() ?? ''];
    }),
  );
}
