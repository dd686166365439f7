import type { ClientDirective } from 'astro';

/** What a visitor does inside an island just before using it: the first of these fetches its code. */
export const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * `client:interaction`: hydrates an island on the visitor's first interaction with it (pointer, touch, focus,
 * keyboard), so a visitor who only reads the page fetches none of its JavaScript.
 *
 * The server HTML works on its own meanwhile (links, radios, a form the browser validates), except for what
 * only the island's code can do. So, until the island has hydrated, the first press of a `type="button"`
 * button inside it and the first submit of a form inside it are held back and done again once it has; the
 * repeats a visitor makes while waiting are swallowed, so the action happens once. React handles a replayed
 * click even if its hydration, which it runs in a transition, has not finished: it hydrates at once for a
 * click, though not for a submit. So a submit is replayed as a click on the button that sent it.
 * If the code cannot be fetched, nothing is replayed and the controls go back to doing what they do without it.
 */
const interaction: ClientDirective = (load, _options, island) => {
  let replay: (() => void) | undefined;
  let started = false;

  const hold = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    if (event.type === 'click') {
      const button = event.target.closest('button');
      if (!button || button.type !== 'button' || !island.contains(button)) return;
      replay ??= () => button.click();
    } else {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      const submitter = (event as SubmitEvent).submitter;
      replay ??= () => (submitter ? submitter.click() : form.requestSubmit());
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    void start();
  };
  const stopHolding = () => {
    island.removeEventListener('click', hold, true);
    island.removeEventListener('submit', hold, true);
  };

  async function start() {
    if (started) return;
    started = true;
    for (const type of INTERACTION_EVENTS) island.removeEventListener(type, start);
    try {
      const hydrate = await load();
      await hydrate();
    } catch (error) {
      stopHolding();
      throw error;
    }
    stopHolding();
    replay?.();
  }

  island.addEventListener('click', hold, true);
  island.addEventListener('submit', hold, true);
  for (const type of INTERACTION_EVENTS) island.addEventListener(type, start, { passive: true });
};

export default interaction;
