// How every file of content/ is read, by the site's collections (src/content.config.ts), the settings and the
// tests (src/lib/content-file.ts) and the content check (scripts/content-check/source.mjs) alike: its YAML (all
// of a .yaml file, an .mdx file's frontmatter) parsed as YAML 1.2, so that a value means the same to each of
// them (`2026-11-25` is the text of a date, `no` a word, never a yes/no), and an .mdx file's body.
// Relative imports carry their `.ts` extension: Node runs this file as it is.
import { readFileSync } from 'node:fs';
import { type Document, type LineCounter, parseDocument } from 'yaml';

/**
 * The frontmatter of an .mdx file: between a first line `---` and the next line that is `---` (spaces after it
 * allowed). Its groups are the opening line, the YAML (whole lines, or nothing) and the closing line.
 */
const FRONTMATTER = /^(---\r?\n)((?:[\s\S]*?\r?\n)?)(---[ \t]*(?:\r?\n|$))/;

/**
 * An .mdx file's text in four parts that join to the whole: its frontmatter's opening line, YAML and closing
 * line, and its body; `undefined` when it has no frontmatter. For tools that rewrite the YAML and keep the rest.
 */
export function frontmatterParts(
  text: string,
): { open: string; yaml: string; close: string; body: string } | undefined {
  const match = FRONTMATTER.exec(text);
  if (!match) return undefined;
  const [whole, open = '', yaml = '', close = ''] = match;
  return { open, yaml, close, body: text.slice(whole.length) };
}

/** A content file split into its YAML and its body. */
export interface ContentParts {
  /** The YAML: the whole file, or the frontmatter (`undefined` for an .mdx file without any). */
  yaml: string | undefined;
  /** How many lines of the file stand above the YAML. */
  yamlOffset: number;
  /** An .mdx file's body, with the frontmatter's lines left blank so that its lines are the file's. */
  body: string | undefined;
  /** The first line of the body. */
  bodyLine: number;
}

/** Splits the text of the content file at `path` into its YAML and its body. */
export function contentParts(path: string, text: string): ContentParts {
  if (!path.endsWith('.mdx') && !path.endsWith('.md'))
    return { yaml: text, yamlOffset: 0, body: undefined, bodyLine: 1 };
  const parts = frontmatterParts(text);
  if (!parts) return { yaml: undefined, yamlOffset: 0, body: text, bodyLine: 1 };
  const frontmatter = parts.open + parts.yaml + parts.close;
  const frontmatterLines = frontmatter.split('\n').length - (frontmatter.endsWith('\n') ? 1 : 0);
  return {
    yaml: parts.yaml,
    // The frontmatter's first line is line 2 of the file, under the opening `---`.
    yamlOffset: 1,
    body: '\n'.repeat(frontmatterLines) + parts.body,
    bodyLine: frontmatterLines + 1,
  };
}

/**
 * The YAML as a document, its errors kept rather than thrown; the content check, which places each mistake
 * itself, counts lines with `lineCounter` and takes the errors without the parser's excerpt of the file.
 */
export const yamlDocument = (yaml: string, lineCounter?: LineCounter): Document =>
  parseDocument(yaml, lineCounter ? { lineCounter, prettyErrors: false } : {});

/** A document's value: an empty file or frontmatter is `{}`; an alias (`*name`) repeats its anchor's value. */
export const documentData = (document: Document): unknown => document.toJS({ maxAliasCount: -1 }) ?? {};

/** The value of a YAML text, as every reader of content/ takes it; throws with the parser's first mistake. */
export function yamlData(yaml: string): unknown {
  const document = yamlDocument(yaml);
  const [error] = document.errors;
  if (error) throw new Error(error.message);
  return documentData(document);
}

/**
 * The data of each file read so far, with the text it was parsed from: the tests read the same files again
 * and again, and parsing YAML takes many times longer than reading the file and copying its data. Each reader
 * gets a copy of its own, so that what one changes no other sees.
 */
const parsedFiles = new Map<string, { text: string; data: unknown }>();

/**
 * The data of the content file at `path`, as every reader of content/ takes it. Throws with the first YAML
 * mistake (the content check says more about it, at its line) or when an .mdx file has no frontmatter.
 */
export function readContentData(path: string): unknown {
  const text = readFileSync(path, 'utf8');
  const known = parsedFiles.get(path);
  if (known?.text === text) return structuredClone(known.data);
  const { yaml } = contentParts(path, text);
  if (yaml === undefined) throw new Error('it has no frontmatter between two "---" lines at the top');
  const data = yamlData(yaml);
  parsedFiles.set(path, { text, data: structuredClone(data) });
  return data;
}
