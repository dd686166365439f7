// Stands in for `astro/loaders` when src/content.config.ts is read outside Astro: each loader reports the
// options it was given (Astro's own loaders keep them private), so the content check can list the files.
export const glob = (options) => ({ name: 'glob-loader', glob: options });
export const file = (fileName, options) => ({ name: 'file-loader', file: fileName, options });
