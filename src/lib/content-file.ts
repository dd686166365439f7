// Reads one YAML file of content/ (or an MDX file's frontmatter) as every reader of content/ does
// (content-text.ts) and checks it against its zod schema without Astro, so that the config, the scripts and the
// tests see exactly what the pages see. A mistake throws an error that names the file, each wrong field and what
// to write instead, which stops `astro build` and `astro dev` before anything is built.
// Relative imports carry their `.ts` extension: Node runs this file as it is.
import { resolve } from 'node:path';
import type { z } from 'astro/zod';
import { readContentData } from './content-text.ts';

/** One line per problem: `colors.primary: Write a colour as a six-digit hex code…`. */
function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
}

/**
 * The file's data, parsed by `schema`. `file` is relative to the project root (builds, scripts and tests
 * run from there), e.g. `content/settings/site.yaml`.
 */
export function loadContentFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  let data: unknown;
  try {
    data = readContentData(resolve(file));
  } catch (error) {
    throw new Error(`${file} could not be read as YAML: ${(error as Error).message}`, { cause: error });
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = describeIssues(result.error.issues);
  throw new Error(
    `${file} has ${lines.length === 1 ? 'a mistake' : `${lines.length} mistakes`}:\n${lines.map((line) => `  ${line}`).join('\n')}`,
  );
}
