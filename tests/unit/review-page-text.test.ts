// @vitest-environment jsdom
// The words the review compares: what a visitor sees on arrival, then what a click would show (a collapsed
// answer, a closed dialog, the other billing period's prices, an island's props), marked as such.
import { describe, expect, it } from 'vitest';
import { AFTER_A_CLICK, islandWords, pageLines, readPageText, visibleLines } from '../../scripts/review/page-text.mjs';

/**
 * A page whose rendering, which jsdom cannot do, is stood in for as Chromium does it: hidden elements, closed
 * dialogs and the inside of closed details are not rendered, and neither has an element without a box.
 */
function pageOf(body: string) {
  HTMLElement.prototype.checkVisibility = function (this: HTMLElement) {
    if (this.style.display === 'contents') return false;
    return !this.closest('[hidden], dialog:not([open]), details:not([open]) > :not(summary), .is-hidden');
  };
  document.body.innerHTML = body;
  return document;
}

describe('readPageText', () => {
  it('gives the lines of what the page does not render, one per block by tag or display, looking into boxless islands', () => {
    const doc = pageOf(`
      <details name="faq"><summary>Can I cancel?</summary><p>Yes, <b>any</b> time.</p></details>
      <astro-island style="display: contents" props='{"price":[0,"€99"]}'>
        <p><span>€9</span><span class="is-hidden">€90<br>per year</span></p>
        <dialog><h2>Book a demo</h2><ul>
          <li><span style="display: block">WhatsApp</span><span style="display: block">Chat with us</span></li>
          <li>E-mail <span>us</span></li>
        </ul></dialog>
      </astro-island>
      <script>var x = "not words";</script>`);
    const text = readPageText(doc);
    expect(text.hidden).toEqual([
      'Yes, any time.',
      '€90',
      'per year',
      'Book a demo',
      'WhatsApp',
      'Chat with us',
      'E-mail us',
    ]);
    expect(text.islands).toEqual(['{"price":[0,"€99"]}']);
  });
});

describe('islandWords', () => {
  it('keeps the words of the props and drops addresses, markup and ids', () => {
    const props = JSON.stringify({
      plans: [1, [[0, { id: [0, 'social-planner'], name: [0, 'Social  Planner'], yearly: [0, '€1,970'] }]]],
      href: [0, 'https://checkout.example.com/a'],
      mail: [0, 'mailto:demo@example.com'],
      icon: [0, '<svg></svg>'],
      page: [0, '/plan'],
    });
    expect(islandWords(props)).toEqual(['Social Planner', '€1,970']);
    expect(islandWords('not json')).toEqual([]);
  });
});

describe('pageLines', () => {
  it('puts the visible lines first, then each line with words a click would show and that is not visible, once, marked', () => {
    const lines = pageLines({
      visible: 'Plans\n\n  Starter  \n€9',
      hidden: ['€90', 'Starter', '€90', '%', 'Yes, any time.'],
      islands: [JSON.stringify({ subtitle: [0, 'Billed yearly'], name: [0, 'Starter'] })],
    });
    expect(lines).toEqual([
      'Plans',
      'Starter',
      '€9',
      `${AFTER_A_CLICK}€90`,
      `${AFTER_A_CLICK}Yes, any time.`,
      `${AFTER_A_CLICK}Billed yearly`,
    ]);
  });
});

describe('visibleLines', () => {
  it('trims lines, folds runs of spaces and drops empty lines', () => {
    expect(visibleLines('  Plans \n\n\tFor  all\u00a0teams\n \n€197')).toEqual(['Plans', 'For all teams', '€197']);
  });
});
