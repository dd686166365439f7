import type { Page } from '@playwright/test';

/** The most white between two sections on the page's own background: one section's padding and a margin. */
export const MOST_WHITE_BETWEEN_SECTIONS = 128;

/**
 * The places where two sections of the main content follow each other on the page's own background with more
 * than MOST_WHITE_BETWEEN_SECTIONS pixels of white between the last thing drawn in one and the first in the
 * next: both kept their padding, and the gap doubled. Beside a section with a background or border of its own
 * the white is that section's padding, which is not measured; what an element clips (a band's blurred
 * decoration) counts only inside the clip.
 */
export function doubledSectionGaps(page: Page): Promise<string[]> {
  return page.evaluate((most) => {
    const paints = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        style.backgroundImage !== 'none' ||
        parseFloat(style.borderTopWidth) > 0 ||
        parseFloat(style.borderBottomWidth) > 0
      );
    };
    const drawn = (element: Element) =>
      element.checkVisibility() &&
      element.getBoundingClientRect().height > 0 &&
      ([...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) ||
        element.matches('img, svg, input, textarea, select, button') ||
        paints(element));
    /** The top and bottom of what a section draws, each box cut to what its clipping ancestors show. */
    const drawnExtent = (section: Element) => {
      const boxes = [...section.querySelectorAll('*')].filter(drawn).map((element) => {
        let { top, bottom } = element.getBoundingClientRect();
        for (let parent = element.parentElement; parent && parent !== section; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflow === 'visible') continue;
          const clip = parent.getBoundingClientRect();
          top = Math.max(top, clip.top);
          bottom = Math.min(bottom, clip.bottom);
        }
        return { top, bottom };
      });
      const shown = boxes.filter((box) => box.bottom > box.top);
      if (!shown.length) return undefined;
      return { top: Math.min(...shown.map((box) => box.top)), bottom: Math.max(...shown.map((box) => box.bottom)) };
    };
    const name = (section: Element) => {
      const heading = section.querySelector('h1, h2')?.textContent?.trim();
      return heading ? `"${heading}"` : `<${section.tagName.toLowerCase()}>`;
    };
    const sections = [...(document.querySelector('main')?.children ?? [])].filter(
      (section) => section.checkVisibility() && section.getBoundingClientRect().height > 0,
    );
    const doubled: string[] = [];
    for (const [index, section] of sections.entries()) {
      const before = sections[index - 1];
      if (!before || paints(before) || paints(section)) continue;
      const [above, below] = [drawnExtent(before), drawnExtent(section)];
      if (!above || !below) continue;
      const white = Math.round(below.top - above.bottom);
      if (white > most) doubled.push(`${white} px of white between ${name(before)} and ${name(section)}`);
    }
    return doubled;
  }, MOST_WHITE_BETWEEN_SECTIONS);
}
