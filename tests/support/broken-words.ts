import type { Page } from '@playwright/test';

/**
 * The words of the page's headings that wrap inside themselves although no engine may hyphenate them there:
 * every word of an English heading (English headings never hyphenate), and a capitalised word in any other
 * language but German (Firefox hyphenates capitalised words in German only). A break after a hyphen the word
 * already has is a line break between its parts, not inside a word. Each is named with its heading's tag.
 */
export function unbreakableWordsBroken(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const heading of document.querySelectorAll('main :is(h1, h2, h3, h4)')) {
      if (heading.closest('dialog, [hidden]') || !heading.checkVisibility()) continue;
      const lang = heading.closest('[lang]')?.getAttribute('lang') ?? '';
      if (lang.startsWith('de')) continue;
      const texts = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode() as Text | null; text; text = texts.nextNode() as Text | null) {
        for (const word of text.data.matchAll(/[^\s\-‑–—/]+/g)) {
          if (!lang.startsWith('en') && !/^\p{Lu}/u.test(word[0])) continue;
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)),
          );
          if (lines.size > 1) broken.push(`${heading.tagName.toLowerCase()} "${word[0]}"`);
        }
      }
    }
    return broken;
  });
}

/** The lines the first text of the page's main content that holds `words` takes for them (0 when none does). */
export function linesTaken(page: Page, words: string): Promise<number> {
  return page.evaluate((words) => {
    const main = document.querySelector('main');
    if (!main) return 0;
    const texts = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode() as Text | null; text; text = texts.nextNode() as Text | null) {
      const start = text.data.indexOf(words);
      if (start < 0) continue;
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + words.length);
      return new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top))).size;
    }
    return 0;
  }, words);
}
