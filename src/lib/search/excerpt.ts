// Pagefind's excerpts are text with the matched words in <mark>. They are shown as nodes, never as HTML:
// whatever else the string holds stays text.

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
  return fragment;
}
