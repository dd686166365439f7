// The fields of a content file as the writer wrote them (a YAML file, or an MDX file's frontmatter), without
// a schema's defaults: each leaf value with its field path, e.g. `popup.closeLabel` or `tiles.0.title`.
import { readContentData } from '../../src/lib/content-text';

export interface Field {
  path: string;
  value: unknown;
}

/** Every leaf of a YAML value (strings, numbers, booleans), with its field path. */
function leaves(value: unknown, path: string[] = []): Field[] {
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  return [{ path: path.join('.'), value }];
}

/** The fields of a `.yaml` file or of an `.mdx` file's frontmatter. */
export const fieldsOf = (file: string): Field[] => leaves(readContentData(file));
