// Stands in for `astro:content` when src/content.config.ts is read outside Astro: a collection is its definition.
export const defineCollection = (definition) => definition;
