// html-validate settings for `tests/build/html-valid.test.ts`.
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // React's server renderer writes `maxLength`, `<input />` and `required=""`: all valid HTML, only a
    // different spelling from the recommended style, so these style-only rules are off.
    'attr-case': 'off',
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    // React's useId() makes ids like `_r1_`: valid HTML5 ids (no spaces), only not "strict" ones.
    'valid-id': ['error', { relaxed: true }],
    // Formatting of Astro's output is not ours to choose.
    'no-trailing-whitespace': 'off',
    // Every script and stylesheet is same-origin; SRI only matters for third-party hosts.
    'require-sri': 'off',
    'long-title': ['error', { maxlength: 70 }],
  },
};
