// @ts-check
// Opens and closes a server-rendered modal <dialog> in browsers that lack the HTML doing it natively: the
// button's `commandfor` + `command="show-modal"` (invoker commands) and the dialog's `closedby="any"` (a
// click on the backdrop closes it); where the browser has them, those parts do nothing. And a link chosen in
// the dialog (opening in a new tab) closes it behind itself.
// Plain JavaScript, inlined right after the dialog by StaticDialog.astro (`?raw`), so it runs as soon as the
// dialog is parsed and before the page has loaded; being the same text on every page, it is one CSP hash.
(() => {
  const dialog = document.currentScript?.previousElementSibling;
  if (!(dialog instanceof HTMLDialogElement)) return;

  if (!('commandForElement' in HTMLButtonElement.prototype)) {
    for (const button of document.querySelectorAll(`button[commandfor="${dialog.id}"]`)) {
      button.addEventListener('click', () => {
        if (button.getAttribute('command') === 'show-modal' && !dialog.open) dialog.showModal();
      });
    }
  }

  if (!('closedBy' in HTMLDialogElement.prototype)) {
    // A press whose target is the <dialog> itself landed on the backdrop, not on the panel; a text selection
    // dragged out of the panel must not close it, so the press has to start there too.
    let pressedOnBackdrop = false;
    dialog.addEventListener('pointerdown', (event) => {
      pressedOnBackdrop = event.target === dialog;
    });
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog && pressedOnBackdrop) dialog.close();
      pressedOnBackdrop = false;
    });
  }

  dialog.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) dialog.close();
  });
})();
