// Keeps an SVG that is pasted into a page to itself: its ids cannot collide with the page's or with another
// copy of the same drawing, and its <style> rules reach its own elements only, never the page's.

/** The SVG with every id it defines, and every reference to one, prefixed with `prefix-`. */
export function prefixIds(svg: string, prefix: string): string {
  const ids = new Set([...svg.matchAll(/\sid=(["'])(.+?)\1/g)].map((match) => match[2]!));
  if (ids.size === 0) return svg;
  const renamed = (id: string) => (ids.has(id) ? `${prefix}-${id}` : id);
  return svg
    .replace(/(\sid=)(["'])(.+?)\2/g, (_, name, quote, id) => `${name}${quote}${renamed(id)}${quote}`)
    .replace(/url\((["']?)#([^"')]+)\1\)/g, (_, quote, id) => `url(${quote}#${renamed(id)}${quote})`)
    .replace(/(\s(?:xlink:)?href=)(["'])#(.+?)\2/g, (_, name, quote, id) => `${name}${quote}#${renamed(id)}${quote}`)
    .replace(
      /(\saria-(?:labelledby|describedby)=)(["'])(.+?)\2/g,
      (_, name, quote, list: string) => `${name}${quote}${list.split(/\s+/).map(renamed).join(' ')}${quote}`,
    );
}

/** The top-level statements of a style sheet: `prelude{body}` blocks and `@rule ...;` statements. */
function statements(css: string): { prelude: string; body: string | undefined }[] {
  const found: { prelude: string; body: string | undefined }[] = [];
  let start = 0;
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (char === ';') {
      const text = css.slice(start, index).trim();
      if (text) found.push({ prelude: text, body: undefined });
      start = index + 1;
    } else if (char === '{') {
      let depth = 1;
      let end = index + 1;
      for (; end < css.length && depth > 0; end++) depth += css[end] === '{' ? 1 : css[end] === '}' ? -1 : 0;
      found.push({ prelude: css.slice(start, index).trim(), body: css.slice(index + 1, end - 1) });
      index = end - 1;
      start = end;
    }
  }
  return found;
}

/** At-rules that define names for the whole page and are not allowed inside @scope. */
const GLOBAL_AT_RULE = /^@(?:-webkit-)?(?:keyframes|font-face)\b/i;

/**
 * One SVG's style sheet made to apply inside that SVG only, whatever the page around it: its rules go into one
 * `@scope` block (whose root is the <svg> holding the <style>), rules already in a plain `@scope` join it,
 * `:root` becomes the SVG itself, and `color-scheme` is dropped, so that light-dark() takes the page's theme
 * (the visitor's choice included) rather than the device's.
 */
export function scopeStyle(css: string): string {
  const plain = css
    .replace(/<!\[CDATA\[|\]\]>/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[\s,>+~}(])(?:svg)?:root\b/g, '$1:scope');
  const global: string[] = [];
  const scoped: string[] = [];
  const add = (prelude: string, body: string | undefined) => {
    if (body === undefined) return; // @import, @charset, @namespace: nothing a drawing needs.
    if (GLOBAL_AT_RULE.test(prelude)) global.push(`${prelude}{${body}}`);
    else if (/^@scope$/i.test(prelude)) for (const inner of statements(body)) add(inner.prelude, inner.body);
    else if (prelude.startsWith('@')) scoped.push(`${prelude}{${scopeBlock(body)}}`);
    else {
      const declarations = withoutColorScheme(body);
      if (declarations) scoped.push(`${prelude}{${declarations}}`);
    }
  };
  for (const { prelude, body } of statements(plain)) add(prelude, body);
  return `${global.join('')}${scoped.length ? `@scope{${scoped.join('')}}` : ''}`;
}

/** The inside of a conditional rule (@media, @supports...), its style rules without color-scheme. */
function scopeBlock(css: string): string {
  return statements(css)
    .flatMap(({ prelude, body }) => {
      if (body === undefined) return [];
      const inner = prelude.startsWith('@') ? scopeBlock(body) : withoutColorScheme(body);
      return inner ? [`${prelude}{${inner}}`] : [];
    })
    .join('');
}

function withoutColorScheme(declarations: string): string {
  return declarations
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration && !/^color-scheme\s*:/i.test(declaration))
    .join(';');
}

/** Every <style> of the SVG scoped to it (see scopeStyle); an empty one is left out. */
export function scopeStyles(svg: string): string {
  return svg.replace(/<style\b[^>]*>([\s\S]*?)<\/style>/gi, (_, css: string) => {
    const scoped = scopeStyle(css);
    return scoped ? `<style>${scoped}</style>` : '';
  });
}
