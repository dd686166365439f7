// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import interaction from '../../src/directives/interaction';

/**
 * Runs the directive on an island holding a script-only button, a link and a form; `hydrate` stands for
 * Astro's load() and the island's hydration, which the test releases when it wants.
 */
function island({ fail = false } = {}) {
  const element = document.createElement('astro-island');
  element.innerHTML =
    '<button type="button">Choose</button><a href="#elsewhere">Link</a>' +
    '<form><input name="email" required><button type="submit">Send</button></form>';
  document.body.append(element);
  const state = { loads: 0, hydrated: false };
  let release: () => void = () => {};
  const loaded = new Promise<void>((resolve) => (release = resolve));
  const load = async () => {
    state.loads += 1;
    await loaded;
    if (fail) throw new Error('the island could not be fetched');
    return async () => {
      state.hydrated = true;
    };
  };
  interaction(load, { name: 'Island', value: '' }, element);
  const button = element.querySelector<HTMLButtonElement>('button[type=button]')!;
  const form = element.querySelector('form')!;
  return { element, state, button, form, link: element.querySelector('a')!, release };
}

/** Lets the directive's promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('client:interaction', () => {
  it('fetches nothing until the visitor points at, touches, focuses or types in the island', async () => {
    for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown']) {
      const { element, state } = island();
      await settle();
      expect(state.loads, type).toBe(0);
      element.querySelector('a')!.dispatchEvent(new Event(type, { bubbles: true }));
      element.dispatchEvent(new Event(type, { bubbles: true }));
      expect(state.loads, type).toBe(1);
      element.remove();
    }
  });

  it('does not start on events outside the island', async () => {
    const { state } = island();
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(state.loads).toBe(0);
  });

  it('holds the first press of a script-only button until hydration, then presses it once', async () => {
    const { state, button, release } = island();
    const pressesAfterHydration: boolean[] = [];
    button.addEventListener('click', () => pressesAfterHydration.push(state.hydrated));
    button.click();
    button.click();
    expect(pressesAfterHydration).toEqual([]);
    release();
    await settle();
    expect(pressesAfterHydration).toEqual([true]);
    button.click();
    expect(pressesAfterHydration).toEqual([true, true]);
  });

  it('leaves links alone: they work as they do without the island', () => {
    const { link } = island();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('holds the first submit until hydration, then presses the button that sent it once', async () => {
    const { state, form, release } = island();
    form.querySelector('input')!.value = 'ada@example.org';
    const submits: { hydrated: boolean; prevented: boolean }[] = [];
    // Listening on the document sees what gets past the directive, as the island's own handler would.
    const record = (event: Event) => {
      submits.push({ hydrated: state.hydrated, prevented: event.defaultPrevented });
      event.preventDefault();
    };
    document.addEventListener('submit', record);
    const submitter = form.querySelector('button')!;
    const early = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
    form.dispatchEvent(early);
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter }));
    expect(early.defaultPrevented).toBe(true);
    expect(submits).toEqual([]);
    release();
    await settle();
    expect(submits).toEqual([{ hydrated: true, prevented: false }]);
    document.removeEventListener('submit', record);
  });

  it('replays nothing when the island cannot be fetched, and lets the controls work without it again', async () => {
    const { button, release } = island({ fail: true });
    const presses = vi.fn();
    button.addEventListener('click', presses);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    button.click();
    release();
    await settle();
    await settle();
    process.off('unhandledRejection', unhandled);
    expect(presses).not.toHaveBeenCalled();
    button.click();
    expect(presses).toHaveBeenCalledTimes(1);
  });
});
