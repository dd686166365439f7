// @ts-check
// Languages as the tools name them to writers, in English whatever the site's languages: `de` → `German`.

/** @param {string} code e.g. `de`, `pt-BR` */
export function languageName(code) {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** @param {string} code e.g. `de` → `German (de)` */
export const languageLabel = (code) => `${languageName(code)} (${code})`;
