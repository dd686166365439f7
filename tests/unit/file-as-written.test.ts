// A path in content/ names a file as the disk writes it (scripts/content-check/images.mjs): a Mac's or Windows's
// disk finds a file whatever the case of its name, the host the site is served from does not.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isFileAsWritten } from '../../scripts/content-check/images.mjs';

const root = mkdtempSync(join(tmpdir(), 'file-as-written-'));
mkdirSync(join(root, 'public/illustrations'), { recursive: true });
writeFileSync(join(root, 'public/illustrations/sales-pipeline.svg'), '<svg/>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** This disk, read the way a disk that ignores case reads it (every name under the root is in lower case). */
const asStored = (path: string) => join(root, relative(root, path).toLowerCase());
const caseBlindDisk = {
  existsSync: (path: string) => existsSync(asStored(path)),
  statSync: (path: string) => statSync(asStored(path)),
  readdirSync: (path: string) => readdirSync(asStored(path)),
} as unknown as NonNullable<Parameters<typeof isFileAsWritten>[2]>;

describe('a file as written', () => {
  it('is found when every part of its path is written as on the disk', () => {
    expect(isFileAsWritten(root, join(root, 'public/illustrations/sales-pipeline.svg'), caseBlindDisk)).toBe(true);
  });

  it('is not found with a name or a folder in another case, on a disk that would find it', () => {
    for (const path of ['public/illustrations/Sales-Pipeline.svg', 'public/Illustrations/sales-pipeline.svg']) {
      expect(existsSync(asStored(join(root, path))), path).toBe(true);
      expect(isFileAsWritten(root, join(root, path), caseBlindDisk), path).toBe(false);
    }
  });

  it('is not a folder, nor a file that is not there', () => {
    expect(isFileAsWritten(root, join(root, 'public/illustrations'))).toBe(false);
    expect(isFileAsWritten(root, join(root, 'public/illustrations/missing.svg'))).toBe(false);
  });
});
