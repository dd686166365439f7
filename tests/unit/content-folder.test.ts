// A translation sits at the same path in its language's folder of content/, and each way between the two.
import { describe, expect, it } from 'vitest';
import { CONTENT_FOLDER, originalFile, translationFile } from '../../src/lib/content-folder';

describe('translationFile and originalFile', () => {
  const file = `${CONTENT_FOLDER}/plans/starter.yaml`;
  const german = `${CONTENT_FOLDER}/de/plans/starter.yaml`;

  it("give a file's translation into a language, and a translation's file", () => {
    expect(translationFile(file, 'de')).toBe(german);
    expect(originalFile(german, 'de')).toBe(file);
  });

  it('leave a path outside the content folder, or outside the language, as it is', () => {
    expect(translationFile('public/logo.svg', 'de')).toBe('public/logo.svg');
    expect(originalFile(german, 'fr')).toBe(german);
  });
});
