import type { AstroIntegration } from 'astro';

/**
 * Keeps the build's output free of warnings that are not about this site, so that a real one stands out.
 *
 * MODULE_LEVEL_DIRECTIVE "use astro:head-inject": Astro marks the module it generates for every MDX entry
 * (`*.mdx?astroPropagatedAssets`, in astro/dist/content/vite-plugin-content-assets.js) with this directive,
 * and Astro's own build reads it from the module graph, not from the bundled code; Rolldown, which knows no
 * such directive, warns once per MDX file that bundling drops it. Only that exact warning is dropped.
 */
type Log = { code?: string; message: string };

export default function harmlessWarnings(): AstroIntegration {
  return {
    name: 'harmless-warnings',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            build: {
              rolldownOptions: {
                onwarn(warning: Log, warn: (warning: Log) => void) {
                  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use astro:head-inject"'))
                    return;
                  warn(warning);
                },
              },
            },
          },
        });
      },
    },
  };
}
