// Pagefind's excerpts are text with the matched words in <mark>. They are shown as nodes, never as HTML:
// whatever else the string holds stays text. An excerpt is a window of words cut from the page, so one that
// stops inside a sentence ends with an ellipsis, as a cut quotation does.

/** The excerpt as text nodes and <mark> elements, ready to append. */
export function markedExcerpt(excerpt: string, doc: Document = document): DocumentFragment {
  // A <template> parses without running or loading anything.
  const parsed = doc.createElement('template');
  parsed.innerHTML = excerpt;
  const fragment = doc.createDocumentFragment();
  for (const node of parsed.content.childNodes) {
    if (node instanceof doc.defaultView!.HTMLElement && node.tagName === 'MARK') {
      const mark = doc.createElement('mark');
      mark.textContent = node.textContent;
      fragment.append(mark);
    } else {
      fragment.append(doc.createTextNode(node.textContent ?? ''));
    }
  }
  if (!SENTENCE_END.test(parsed.content.textContent ?? '')) fragment.append(doc.createTextNode('…'));
  return fragment;
}

/** The end of a sentence: . ! ? … and the closing quotes and brackets after them (French spaces them: « vite ! »). */
const SENTENCE_END = /[.!?…][\s\p{Pi}\p{Pf}\p{Pe}"']*$/u;
