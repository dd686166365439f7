// @ts-check
// The languages listed in the settings (content/settings/site.yaml, `locales`), read without their schema so
// that the check can still run, and report the mistake with its line, when the settings file has one.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readContentData } from '../../src/lib/content-text.ts';
import { SETTINGS_FILE } from '../../src/lib/settings-path.ts';

/**
 * The `locales` of the settings of the project at `root`, the first being the language of content/; undefined
 * when the file or the list cannot be read (the check then reports that, and checks content/ alone).
 * @param {string} root
 * @returns {string[] | undefined}
 */
export function readLocales(root) {
  const path = join(root, SETTINGS_FILE);
  if (!existsSync(path)) return undefined;
  let locales;
  try {
    locales = /** @type {{ locales?: unknown }} */ (readContentData(path)).locales;
  } catch {
    return undefined;
  }
  if (!Array.isArray(locales) || !locales.length || !locales.every((code) => typeof code === 'string'))
    return undefined;
  return [...new Set(/** @type {string[]} */ (locales))];
}
