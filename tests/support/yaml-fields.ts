// The fields of a content file as the writer wrote them (a YAML file, or an MDX file's frontmatter), without
// a schema's defaults: each leaf value with its field path, e.g. `popup.closeLabel` or `tiles.0.title`.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export interface Field {
  path: string;
  value: unknown;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Every leaf of a YAML value (strings, numbers, booleans), with its field path. */
function leaves(value: unknown, path: string[] = []): Field[] {
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  return [{ path: path.join('.'), value }];
}

/** The fields of a `.yaml` file or of an `.mdx` file's frontmatter. */
export function fieldsOf(file: string): Field[] {
  const text = readFileSync(file, 'utf8');
  const yaml = file.endsWith('.mdx') ? (FRONTMATTER.exec(text)?.[1] ?? '') : text;
  return leaves(parse(yaml));
}
