// jsdom has <dialog> but not its modal methods. This stand-in does what Chromium does and the islands rely
// on: showModal() opens and focuses the first control; close() hides, puts focus back where it was before
// opening, and fires `close` a task later (not at once), which is what lets a quick reopen race that event.
export function installDialogStub(): void {
  const before = new WeakMap<HTMLDialogElement, Element | null>();
  const proto = HTMLDialogElement.prototype;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    before.set(this, document.activeElement);
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, a[href]')?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    (before.get(this) as HTMLElement | null | undefined)?.focus?.();
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
}

/** Lets the `close` events queued by the stub fire. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve));
