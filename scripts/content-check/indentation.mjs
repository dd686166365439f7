// @ts-check
// Where the indentation of a YAML text goes wrong, at the line a writer must fix. A line indented deeper or
// shallower than the lines around it allow makes the parser stumble on the line before or after it, with a
// message about something else, or, for a list item, read it without an error as more text of the item above.
// Fields are written two spaces further in than the `key:` they belong to, as every file of content/ is: when
// two lines disagree, the one off that step is the one out of step.

/**
 * @typedef {object} OutOfStep
 * @property {number} line the line out of step (1-based in the YAML)
 * @property {number} seen the line where the parser sees it: itself, or a line after it
 * @typedef {{ message: string, code: string }} IndentError
 */

/** How a line out of step is named, by what it holds. */
const NAMED = {
  field: { message: 'this line is not lined up with the line above it', code: 'BAD_INDENT' },
  item: { message: 'this list item is not lined up with the lines around it', code: 'BAD_INDENT_ITEM' },
  text: { message: 'this line of text is not lined up with the other lines of the same text', code: 'BAD_INDENT_TEXT' },
};

/** Whether a line (or what follows a list item's dash) starts with a field's name: `title: …`, `cta:`. */
const isField = (/** @type {string} */ text) => /^(?:[^\s"'#][^:]*|"[^"]*"|'[^']*'):(?:\s|$)/.test(text);

/**
 * What is wrong with a line out of step, by what it holds.
 * @param {string} yaml
 * @param {number} line 1-based
 * @returns {IndentError}
 */
export function outOfStepError(yaml, line) {
  const text = (yaml.split('\n')[line - 1] ?? '').trim();
  if (text.startsWith('- ') || text === '-') return NAMED.item;
  return isField(text) ? NAMED.field : NAMED.text;
}

/**
 * In YAML that reads without an error: the first list item indented out of step with the items around it,
 * which YAML reads as more text of the item above (`- Review requests` then `   - A private form` make one
 * item, "Review requests - A private form"), so the list silently loses an item.
 * @param {string} yaml
 * @returns {(IndentError & { line: number }) | undefined}
 */
export function foldedItem(yaml) {
  const lines = yaml.split('\n');
  const isItem = (/** @type {number} */ line) => /^\s*- /.test(lines[line - 1] ?? '');
  const [first] = misalignedLines(yaml);
  if (!first || !(isItem(first.line) || isItem(first.seen))) return undefined;
  return {
    line: first.line,
    message: 'this list item is not lined up with the items next to it, so YAML reads them as one item',
    code: 'FOLDED_ITEM',
  };
}

/**
 * A field written twice in one group, with the line of its first use: a field indented too little, so that it
 * lands beside a field of the same name, reads the same way.
 * @param {string} yaml
 * @param {number} line the second one (1-based in the YAML)
 * @param {number} lineOffset lines of the file above the YAML
 * @returns {IndentError}
 */
export function writtenTwice(yaml, line, lineOffset) {
  const lines = yaml.split('\n');
  const text = lines[line - 1] ?? '';
  const indent = text.length - text.trimStart().length;
  const key = /^\s*(?:- )?([^:#]+?):(?:\s|$)/.exec(text)?.[1] ?? '';
  const above = lines
    .slice(0, line - 1)
    .findLastIndex(
      (other) => other.length - other.trimStart().length === indent && other.trimStart().startsWith(`${key}:`),
    );
  const where = above >= 0 ? ` (first on line ${above + 1 + lineOffset})` : '';
  return { message: `"${key}" is written twice in the same group${where}`, code: 'DUPLICATE_KEY' };
}

/**
 * The lines out of step, in order: a line deeper than the line above, which opens nothing (it ends in neither
 * `:` nor starts a list item with fields); a line shallower than the line above but at no level open above it;
 * a list item among fields, or a field among list items, that no `key:` line above lets in; a line of plain
 * text among fields (the text of a `|` or `>` block written less deep than its first line ends the block).
 * Comments and the text of block scalars are skipped.
 * @param {string} yaml
 * @returns {OutOfStep[]}
 */
export function misalignedLines(yaml) {
  /**
   * @typedef {'item' | 'field' | 'text'} Kind
   * @typedef {{ line: number, indent: number, content: string, kind: Kind, opens: boolean }} Row
   * @typedef {{ indent: number, first: number, lines: number, holds?: Kind, listUnderKey?: boolean }} Level
   */
  /** @type {Row[]} the lines that hold YAML */
  const rows = yaml.split('\n').flatMap((text, index) => {
    const trimmed = text.trim();
    if (!trimmed || trimmed.startsWith('#')) return [];
    const content = trimmed.replace(/\s+#.*$/, '');
    const kind = /^-(?: |$)/.test(content) ? 'item' : isField(content) ? 'field' : 'text';
    const indent = text.length - text.trimStart().length;
    return [{ line: index + 1, indent, content, kind, opens: content.endsWith(':') || content === '-' }];
  });
  /** @type {OutOfStep[]} */
  const found = [];
  /** @type {Level[]} each level open, deepest last */
  const levels = [{ indent: 0, first: 1, lines: 0 }];
  /** @type {Row[]} the lines placed at a level, the last one last */
  const placed = [];
  /** @type {{ header: number, first?: number, text?: number, lines: number } | undefined} a block scalar's
   *  field's indent, its text's first line and indent, and how many lines of text it has */
  let block;
  rows.forEach((row, index) => {
    const { line, indent, content } = row;
    if (block) {
      if (block.text === undefined && indent > block.header) [block.text, block.first] = [indent, line];
      if (block.text !== undefined && indent >= block.text) return void (block.lines += 1);
      // A text's first line alone further in than the next, which is two spaces in from its field: the first.
      if (block.lines === 1 && block.first && indent === block.header + 2) {
        found.push({ line: block.first, seen: line });
        return void Object.assign(block, { text: indent, lines: 2 });
      }
      block = undefined;
    }
    const blamed = place(row, rows[index + 1]);
    if (blamed) found.push({ line: blamed, seen: line });
    // A list item's fields line up after its dash: `- id: x` opens the level of `id`.
    const dashes = /^(?:- +)+/.exec(content)?.[0] ?? '';
    const rest = content.slice(dashes.length);
    if (!blamed && dashes && (isField(rest) || dashes.trim().length > 1))
      levels.push({ indent: indent + dashes.length, first: line, lines: 1, holds: isField(rest) ? 'field' : 'item' });
    if (/:\s*[|>][-+0-9]*$/.test(content)) block = { header: indent, lines: 0 };
    placed.push(row);
  });
  return found;

  /**
   * Puts a line at its level, or says which line is out of step.
   * @param {Row} row
   * @param {Row | undefined} next the line after it
   * @returns {number | undefined}
   */
  function place({ line, indent, kind }, next) {
    const last = placed.at(-1);
    let top = /** @type {Level} */ (levels.at(-1));
    if (indent > top.indent) {
      if (!last?.opens) return outOfStepAbove(indent, kind, next) ?? line;
      levels.push((top = { indent, first: line, lines: 0 }));
    } else if (indent < top.indent) {
      /** @type {Level | undefined} */
      let left;
      while (levels.length > 1 && /** @type {Level} */ (levels.at(-1)).indent > indent) left = levels.pop();
      top = /** @type {Level} */ (levels.at(-1));
      if (top.indent !== indent) {
        const parent = levels.at(-2)?.indent ?? 0;
        levels.push({ indent, first: line, lines: 1, holds: kind === 'text' ? undefined : kind });
        if (kind === 'text') return line;
        // The one line of a level of its own, when this line is two spaces in from the level above it.
        if (left?.lines === 1 && indent === top.indent + 2) return left.first;
        // A list's one item too far in, when this line is where its fields would be.
        if (top.holds === 'item' && top.lines === 1 && [parent + 2, parent + 4].includes(indent)) return top.first;
        return line;
      }
    }
    top.lines += 1;
    if (kind === 'text') return line;
    // A list may start at the indent of the `key:` it belongs to, and the fields of the group go on after it.
    if (!top.holds) top.holds = kind;
    else if (kind !== top.holds) {
      if (kind === 'item' && (last?.opens || top.listUnderKey)) top.listUnderKey = true;
      else if (kind === 'field' && top.listUnderKey) top.listUnderKey = false;
      // The level's one line, further in than two spaces from the level above, is the one out of step.
      else if (levels.length > 1 && top.lines === 2 && top.indent !== (levels.at(-2)?.indent ?? 0) + 2)
        return top.first;
      else return line;
    } else if (kind === 'field') top.listUnderKey = false;
    return undefined;
  }

  /**
   * For a line further in than the line above, which opens nothing: the line above when it is the one out of
   * step, having left the level of the lines around it (`cta:`, then `label: …` beside it, then `  href: …`;
   * or `    email: …`, `  phone: …`, `    message: …` and the lines after it); else undefined.
   * @param {number} indent
   * @param {Kind} kind
   * @param {Row | undefined} next
   */
  function outOfStepAbove(indent, kind, next) {
    const [before, last] = placed.slice(-2);
    if (!before || !last) return undefined;
    const leftGroup = before.opens && before.indent === last.indent && indent === last.indent + 2;
    const steppedOut =
      before.indent === indent && last.indent < indent && before.kind === kind && (next?.indent ?? 0) >= indent;
    return leftGroup || steppedOut ? last.line : undefined;
  }
}
