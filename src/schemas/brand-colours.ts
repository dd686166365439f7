// The brand's colours, as the settings hold them. Apart from the settings schema, which adds the rule that
// dark-theme colours must read on the dark backgrounds, so that the theme's colour helpers can take their type
// without importing the settings. Relative imports carry their `.ts` extension: plain Node loads this file too.
import { z } from 'astro/zod';
import { hexColor } from './common.ts';

export const brandColoursSchema = z
  .object({
    /** The brand colour for buttons, links and highlights; must reach 4.5:1 contrast on white. */
    primary: hexColor,
    /** A darker shade of the brand colour for hover states. */
    primaryHover: hexColor,
    /** The one accent colour, used sparingly (badges, highlights). */
    accent: hexColor,
    /**
     * The brand colour in the dark theme, for links, highlights and buttons (whose label takes the dark
     * page colour); must reach 4.5:1 contrast on the dark backgrounds. Leave it out to have it derived:
     * `primary`'s hue, lightened just enough for that contrast.
     */
    primaryDark: hexColor.optional(),
    /** The hover shade in the dark theme, lighter than `primaryDark`. Leave it out to have it derived from `primaryDark`. */
    primaryHoverDark: hexColor.optional(),
    /**
     * The accent colour in the dark theme; must reach 4.5:1 contrast on the dark backgrounds. Leave it out
     * to have it derived from `accent` like `primaryDark`.
     */
    accentDark: hexColor.optional(),
  })
  .strict();

export type BrandColours = z.infer<typeof brandColoursSchema>;
