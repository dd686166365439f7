// @ts-check
// A new entry's translation, made from the scaffold of the file it translates: every text a visitor reads is
// marked ✎ (the scaffold's placeholder sentences already are; names, labels and titles get the mark), so the
// content check refuses the translation until each one is translated, and no English passes for the other
// language. Keys, names of other entries, numbers, icons, links and image paths stay as they are.

/** Fields whose value names something rather than saying it: never translated. */
const KEPT_FIELDS = new Set(['category', 'order', 'icon', 'href', 'image', 'imageSrc', 'slug', 'id']);

/** A YAML value as written with the mark in front, inside its quotes when it has some. @param {string} value */
const marked = (value) => (/^["']/.test(value) ? `${value[0]}✎ ${value.slice(1)}` : `✎ ${value}`);

/**
 * @param {string} value a YAML value as written
 */
const isText = (value) =>
  !value.includes('✎') && !/^(["']{2}|[/*&|>]|-?\d+(\.\d+)?$|true$|false$|null$)/.test(value) && !/^&\w+$/.test(value);

/**
 * @param {string} scaffold the new entry's file in the first language, as written from its template
 * @param {string[]} header the comment lines that open the translation's frontmatter
 * @returns {string}
 */
export function translationScaffold(scaffold, header) {
  const [, frontmatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(scaffold) ?? [];
  const fields = frontmatter
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => {
      const field = /^(\s*(?:- )?)([A-Za-z]+): (.+)$/.exec(line);
      if (field) {
        const [, indent = '', key = '', value = ''] = field;
        return KEPT_FIELDS.has(key) || !isText(value) ? line : `${indent}${key}: ${marked(value)}`;
      }
      const item = /^(\s*- )(.+)$/.exec(line);
      if (item && isText(item[2] ?? '')) return `${item[1]}${marked(item[2] ?? '')}`;
      return line;
    });
  return `---\n${[...header.map((line) => `# ${line}`), ...fields].join('\n')}\n---\n${body}`;
}
