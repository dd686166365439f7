// A content file's name is written as the address the site makes of it (scripts/content-check/file-names.mjs).
import { describe, expect, it } from 'vitest';
import { fileNameProblems } from '../../scripts/content-check/file-names.mjs';
import { entryName } from '../../src/content-files';

const files = (...within: string[]) =>
  ({
    locales: ['en'],
    originals: within.map((path) => ({
      file: `content/${path}`,
      within: path,
      locale: 'en',
      collection: { entryName },
    })),
    translations: [],
    strayFolders: [],
  }) as never;

describe('content file names', () => {
  it('take lower-case letters, digits and dashes', () => {
    expect(fileNameProblems(files('blog/crm-basics.mdx', 'services/crm-solution.mdx', 'plans/starter-2.yaml'))).toEqual(
      [],
    );
  });

  it('refuse capitals and spaces, with the name the site gives the page', () => {
    expect(fileNameProblems(files('blog/CRM Basics.mdx', 'blog/Lead-Scoring.mdx'))).toEqual([
      {
        file: 'content/blog/CRM Basics.mdx',
        line: 1,
        field: '',
        kind: 'value',
        message:
          'The file name "CRM Basics.mdx" holds more than lower-case letters, digits and dashes: the site names the page crm-basics whatever the file is called, so links, translations and disks that tell capitals apart would look for another name.',
        advice: 'Rename it crm-basics.mdx, and its translations in the language folders the same way.',
      },
      expect.objectContaining({
        file: 'content/blog/Lead-Scoring.mdx',
        advice: expect.stringMatching(/^Rename it lead-scoring\.mdx,/),
      }),
    ]);
  });
});
