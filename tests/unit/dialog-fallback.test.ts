// @vitest-environment jsdom
// The inline script that stands in for invoker commands and closedby="any" where a browser lacks them. jsdom
// lacks both (as an older WebKit does), so the script's own paths run here; Chromium's native ones are covered
// end to end.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import fallbackScript from '../../src/lib/dialog-fallback.js?raw';
import { installDialogStub } from '../support/dialog-stub';

beforeAll(installDialogStub);
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The markup StaticDialog renders, with its opener before it, and the script run as the parser would run it. */
function page() {
  document.body.innerHTML =
    '<button type="button" commandfor="demo" command="show-modal">Open</button>' +
    '<dialog id="demo"><div><h2>Title</h2><a href="https://example.org" target="_blank">Go</a></div></dialog>' +
    '<script></script>';
  const script = document.querySelector('script')!;
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  new Function(fallbackScript)();
  return {
    opener: document.querySelector('button')!,
    dialog: document.querySelector('dialog')!,
    heading: document.querySelector('h2')!,
    link: document.querySelector('a')!,
  };
}

const press = (target: Element, type: string) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));

describe('the dialog fallback script', () => {
  it('runs where the browser lacks invoker commands and closedby', () => {
    expect('commandForElement' in HTMLButtonElement.prototype).toBe(false);
    expect('closedBy' in HTMLDialogElement.prototype).toBe(false);
  });

  it('opens the dialog as a modal from the button that names it', () => {
    const { opener, dialog } = page();
    opener.click();
    expect(dialog.open).toBe(true);
  });

  it('closes on a press that starts and ends on the backdrop, not on one in the panel', () => {
    const { opener, dialog, heading } = page();
    opener.click();
    press(heading, 'pointerdown');
    press(heading, 'click');
    expect(dialog.open).toBe(true);
    // A text selection dragged from the panel out onto the backdrop.
    press(heading, 'pointerdown');
    press(dialog, 'click');
    expect(dialog.open).toBe(true);
    press(dialog, 'pointerdown');
    press(dialog, 'click');
    expect(dialog.open).toBe(false);
  });

  it('closes when a link in it is chosen', () => {
    const { opener, dialog, link } = page();
    opener.click();
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(dialog.open).toBe(false);
  });
});
