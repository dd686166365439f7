// Lets TypeScript and `astro check` accept the site's own client: directives (registered in
// integrations/hydration-directives.ts).
declare namespace Astro {
  interface ClientDirectives {
    'client:interaction'?: boolean;
  }
}
