// The explanation of a field, read from the comments of src/schemas/ (scripts/content-check/field-docs.mjs): a
// field spread in from a named object (`...seo`) keeps the comment written there, even where a smaller object
// elsewhere has fields of the same names.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fieldDoc, readFieldDocs } from '../../scripts/content-check/field-docs.mjs';

const root = mkdtempSync(join(tmpdir(), 'field-docs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'src/schemas'), { recursive: true });
writeFileSync(
  join(root, 'src/schemas/common.ts'),
  `export const seo = {\n  /** The title in search results. */\n  title: text,\n  /** The snippet in search results. */\n  description: text,\n};\n`,
);
writeFileSync(
  join(root, 'src/schemas/shapes.ts'),
  `import { seo } from './common';
export const card = z.object({
  /** A look-alike. */
  description: text,
  /** A picture. */
  image: text,
  imageAlt: text,
});
export const post = z.object({
  ...seo,
  /** The post's picture. */
  image: text,
  imageAlt: text,
  tags: z.array(text),
});
`,
);

describe('field explanations', () => {
  it("take a spread field's comment from where it is written, not from a smaller look-alike", async () => {
    const docs = await readFieldDocs(root);
    const postFields = ['title', 'description', 'image', 'imageAlt', 'tags'];
    expect(fieldDoc(docs, postFields, 'description')).toBe('The snippet in search results.');
    expect(fieldDoc(docs, postFields, 'image')).toBe("The post's picture.");
    expect(fieldDoc(docs, ['description', 'image', 'imageAlt'], 'description')).toBe('A look-alike.');
  });
});
