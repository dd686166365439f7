import { z } from 'astro/zod';
import { internalHref, link, text } from './common';
import { fact } from './facts';

/** The header and footer wording (content/navigation.yaml). Category links come from content/categories/. */
export const navigationSchema = z
  .object({
    /** The main links in order. The entry whose href is `/services` gets the category dropdown. */
    links: z.array(link.extend({ href: internalHref }).strict()).min(1),
    /**
     * The category list under the `/services` link, in the header and in the menu on small screens, and the
     * home page's services grid: the categories in their order, at most `limit` of them, then a link to the
     * `/services` page when some are left out, so they stay short however many categories there are.
     */
    servicesMenu: z
      .object({
        /** The list's accessible name, e.g. `Services categories`. */
        label: text,
        /** How many categories the menus and the home page's grid list, e.g. `8`. */
        limit: fact('a number of categories', z.number().int().min(1)),
        /** The link to the `/services` page after the listed categories, e.g. `All services`. */
        allLabel: text,
      })
      .strict(),
    /** The button at the right of the header, e.g. `Try it for free` → /plan. */
    tryCta: link,
    /** The name screen readers give the header's links, e.g. `Main`. */
    mainNavLabel: text,
    /** The name screen readers give the menu on small screens, e.g. `Mobile`. */
    mobileNavLabel: text,
    /** The logo's alternative text; `{brand}` becomes the brand name from the settings, e.g. `{brand} home`. */
    logoAlt: text.refine(
      (value) => value.includes('{brand}'),
      'Put {brand} where the brand name should appear, e.g. "{brand} home".',
    ),
    /** The accessible name of the profile icon that leads to the external login. */
    loginLabel: text,
    /** The label of the menu button on small screens. */
    menuLabel: text,
    /** The skip link's text for keyboard users. */
    skipLabel: text,
    /** The footer's button, e.g. `Contact us` → /contact. */
    footerCta: link,
    /** The heading over the footer's page links. */
    footerLinksTitle: text,
    /** The heading over the social links. */
    footerSocialTitle: text,
    /** The name of the language switcher (header, small-screen menu and footer), e.g. `Language`. */
    languageLabel: text,
    /** The colour-theme switch in the header and the small-screen menu. */
    theme: z
      .object({
        /** The switch's name, e.g. `Theme`. */
        label: text,
        /** The light theme's name. */
        light: text,
        /** The dark theme's name. */
        dark: text,
        /** The choice that follows the device's setting, e.g. `System`. */
        system: text,
      })
      .strict(),
    /**
     * Site search: the button in the header and the small-screen menu (also opened with `/` and Ctrl+K or
     * ⌘K), and its dialog. `{query}` becomes what the visitor typed, `{count}` the number of results.
     */
    search: z
      .object({
        /** The button's name, e.g. `Search`. */
        label: text,
        /** The dialog's title, e.g. `Search the site`. */
        title: text,
        /** The name screen readers give the search field, e.g. `Search term`. */
        fieldLabel: text,
        /** The line under the field before anything is typed, saying what can be found. */
        hint: text,
        /** Shown while search loads, on the first opening only, e.g. `Loading search…`. */
        loading: text,
        /** Shown when search could not load (offline, for example). */
        failed: text,
        /** The count over the results, e.g. `{count} results for “{query}”`. */
        results: text,
        /** The count when there is a single result, e.g. `1 result for “{query}”`. */
        oneResult: text,
        /** Shown when nothing matches, e.g. `No results for “{query}”.` */
        noResults: text,
        /** The name screen readers give the list of results, e.g. `Results`. */
        resultsLabel: text,
        /** The close button's name, e.g. `Close search`. */
        close: text,
        /** The kind of page shown on each result. */
        kinds: z
          .object({
            /** A service page, e.g. `Service`. */
            service: text,
            /** A category of services, e.g. `Category`. */
            category: text,
            /** A post of the blog, e.g. `Blog post`. */
            post: text,
            /** Any other page (home, about, plans, contact…), e.g. `Page`. */
            page: text,
          })
          .strict(),
      })
      .strict(),
    /** The names screen readers give the footer's social icons. */
    socialLabels: z
      .object({
        /** e.g. `Instagram`. */
        instagram: text,
        /** e.g. `Facebook`. */
        facebook: text,
        /** e.g. `LinkedIn`. */
        linkedin: text,
      })
      .strict(),
  })
  .strict();

const redirectCopy = z
  .object({
    /** The tab title. */
    title: text,
    /** An optional small label above the heading, e.g. `Error 404`. */
    eyebrow: text.optional(),
    /** The heading. */
    heading: text,
    /** One sentence telling the visitor they are being taken home. */
    text: text,
  })
  .strict();

/** The pages that send the browser to /home (content/pages/redirects.yaml). */
export const redirectsSchema = z
  .object({
    /** Shown for an unknown address (the 404 page). */
    notFound: redirectCopy,
    /** Shown at the site root, which forwards to /home. */
    root: redirectCopy,
    /** The link home for browsers that do not follow the redirect. */
    linkLabel: text,
  })
  .strict();

export type Navigation = z.infer<typeof navigationSchema>;
export type SearchWords = Navigation['search'];
export type Redirects = z.infer<typeof redirectsSchema>;
