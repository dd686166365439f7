// `import()` run by Node itself. Required (never imported) by load-ts.mjs so that inside Vitest, which hands
// every `import()` of an imported module to Vite (and so to Astro's real `astro:content`), Node still loads
// the site's modules with the hooks of load-ts.mjs.
module.exports = (url) => import(url);
