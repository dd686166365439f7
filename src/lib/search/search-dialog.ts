// The search dialog's behaviour, fetched only when the visitor first opens it (SearchDialog.astro's
// bootstrap imports this module then): loads Pagefind's API from the build's pagefind/ folder, searches as
// the visitor types and lists the results as links, each from the dialog's <template>. The dialog, its
// words and its styles are in the page already; this adds no text of its own.
import { fillTemplate } from '../fill-template';
import type { SearchWords } from '../../schemas/navigation';
import { markedExcerpt } from './excerpt';
import type { PagefindApi, PagefindResultData } from './pagefind-api';
import { isSearchKind } from './kind';

/** How many results the dialog lists at most (the count line gives them all); the site has a few dozen pages per language. */
const MAX_RESULTS = 20;

type Words = Pick<SearchWords, 'hint' | 'results' | 'oneResult' | 'noResults' | 'kinds'>;

/** The elements of the dialog this module fills (SearchDialog.astro). */
function parts(dialog: HTMLDialogElement) {
  const find = <T extends Element>(selector: string) => dialog.querySelector<T>(selector)!;
  return {
    input: find<HTMLInputElement>('input[type="search"]'),
    status: find<HTMLElement>('[data-search-status]'),
    list: find<HTMLUListElement>('[data-search-results]'),
    template: find<HTMLTemplateElement>('template[data-search-result]'),
  };
}

/** The line over the results: how many there are for the words typed. */
export function countLine(words: Words, query: string, count: number): string {
  const template = count === 0 ? words.noResults : count === 1 ? words.oneResult : words.results;
  return fillTemplate(template, { query, count: String(count) });
}

function resultItem(template: HTMLTemplateElement, words: Words, data: PagefindResultData): Node {
  const item = template.content.cloneNode(true) as DocumentFragment;
  item.querySelector('a')!.href = data.url;
  const kind = data.filters.kind?.[0];
  item.querySelector('[data-result-kind]')!.textContent = isSearchKind(kind) ? words.kinds[kind] : '';
  item.querySelector('[data-result-title]')!.textContent = data.meta.title ?? data.url;
  item.querySelector('[data-result-excerpt]')!.append(markedExcerpt(data.excerpt));
  return item;
}

/** Arrow keys move between the field and the results, as in a list of suggestions. */
function moveWithArrows(dialog: HTMLDialogElement, input: HTMLInputElement, list: HTMLUListElement) {
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const stops: HTMLElement[] = [input, ...list.querySelectorAll('a')];
    const at = stops.indexOf(document.activeElement as HTMLElement);
    if (at < 0 || stops.length < 2) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
    stops[next]!.focus();
  });
}

/** A click on the backdrop closes the dialog where the browser lacks `closedby="any"`. */
function closeOnBackdrop(dialog: HTMLDialogElement) {
  if ('closedBy' in HTMLDialogElement.prototype) return;
  let pressedOnBackdrop = false;
  dialog.addEventListener('pointerdown', (event) => (pressedOnBackdrop = event.target === dialog));
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog && pressedOnBackdrop) dialog.close();
  });
}

/** Makes the dialog search; resolves once Pagefind is loaded and whatever was typed meanwhile is searched. */
export async function start(dialog: HTMLDialogElement): Promise<void> {
  const words = JSON.parse(dialog.dataset.words!) as Words;
  // Pagefind puts its results under the folder above the one pagefind.js is in: the base path.
  const pagefind = (await import(/* @vite-ignore */ dialog.dataset.pagefind!)) as PagefindApi;
  // Its WebAssembly and index load while the visitor types.
  void pagefind.init();
  const { input, status, list, template } = parts(dialog);

  async function search() {
    const query = input.value.trim();
    if (!query) {
      list.replaceChildren();
      status.textContent = words.hint;
      return;
    }
    const found = await pagefind.debouncedSearch(query);
    // A later keystroke's search replaced this one, or the field changed while it ran.
    if (!found || input.value.trim() !== query) return;
    const shown = await Promise.all(found.results.slice(0, MAX_RESULTS).map((result) => result.data()));
    if (input.value.trim() !== query) return;
    list.replaceChildren(...shown.map((data) => resultItem(template, words, data)));
    status.textContent = countLine(words, query, found.results.length);
  }

  input.addEventListener('input', () => void search());
  // Escape closes the dialog at once: a search field would first only clear itself.
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    dialog.close();
  });
  dialog.querySelector('[data-search-close]')?.addEventListener('click', () => dialog.close());
  // A result opens its page: the dialog closes behind it, so going back shows the page, not the dialog.
  list.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) dialog.close();
  });
  moveWithArrows(dialog, input, list);
  closeOnBackdrop(dialog);
  dialog.dataset.state = 'ready';
  await search();
}
