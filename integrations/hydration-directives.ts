import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers the site's own `client:` directives (src/directives/). */
export default function hydrationDirectives(): AstroIntegration {
  return {
    name: 'hydration-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          // A path, not a file URL: Astro hands it to esbuild, which cannot resolve URLs.
          entrypoint: fileURLToPath(new URL('../src/directives/interaction.ts', import.meta.url)),
        });
      },
    },
  };
}
