// The content check reads a file's YAML once per text (scripts/content-check/source.mjs), since `npm run dev` checks
// every file again on each save: a file read again gives the same fields and lines, a caller's change to what it
// read reaches no other caller, and a file saved with new words is read anew.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSource } from '../../scripts/content-check/source.mjs';

const dir = mkdtempSync(join(tmpdir(), 'content-source-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = join(dir, 'faq.yaml');

describe('reading a content file again', () => {
  it("gives each caller data of its own: one caller's change reaches no other", () => {
    writeFileSync(file, '- id: first\n  question: Why?\n  answer: Because.\n');
    const first = readSource(dir, file);
    (first.data as { question: string }[])[0]!.question = 'Changed by a check';
    first.yamlErrors.push({ line: 1, message: 'added by a check', code: 'TEST' });
    const second = readSource(dir, file);
    expect(second.data).toEqual([{ id: 'first', question: 'Why?', answer: 'Because.' }]);
    expect(second.yamlErrors).toEqual([]);
    expect(second.lineOf([0, 'answer'])).toBe(3);
  });

  it('reads a file saved with new words anew, with their lines', () => {
    writeFileSync(file, '- id: first\n  question: Why?\n  answer: Because.\n');
    readSource(dir, file);
    writeFileSync(file, '# Questions\n\n- id: first\n  question: Why not?\n  answer: Because.\n');
    const saved = readSource(dir, file);
    expect(saved.data).toEqual([{ id: 'first', question: 'Why not?', answer: 'Because.' }]);
    expect(saved.lineOf([0, 'question'])).toBe(4);
  });
});
