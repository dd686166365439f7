// @ts-check
// Keeps `aria-current="true"` on the category whose section is in view.
// Plain JavaScript, inlined into the page by CategoryList.astro (`?raw`): the settings arrive as data
// attributes on the list (`data-threshold`, `data-delay`), from src/lib/spec-constants.ts.
(() => {
  /** Longest time a clicked category stays pinned if the browser never reports the end of its scroll. */
  const CLICK_PIN_MAX_MS = 1500;
  /** Longest wait for the browser to be idle before the spy starts anyway. */
  const START_LATEST_MS = 2000;

  /** @param {HTMLElement} nav */
  function start(nav) {
    const threshold = Number(nav.dataset.threshold);
    const delay = Number(nav.dataset.delay);
    const list = nav.querySelector('ul');
    const links = [...nav.querySelectorAll('a[href^="#"]')].map((a) => /** @type {HTMLAnchorElement} */ (a));
    /** @param {HTMLAnchorElement} link */
    const slugOf = (link) => decodeURIComponent(link.hash.slice(1));
    const sections = links.map((link) => document.getElementById(slugOf(link))).filter((el) => el !== null);
    const visible = new Set();
    /** @type {string | null} */
    let pinned = null;
    /** @type {number | undefined} */
    let settle;

    /** @param {string} slug */
    const setActive = (slug) => {
      for (const link of links) {
        if (slugOf(link) === slug) link.setAttribute('aria-current', 'true');
        else link.removeAttribute('aria-current');
      }
      // On narrow screens the list is a horizontal strip: keep its active item in view.
      const link = links.find((l) => slugOf(l) === slug);
      if (list && link && list.scrollWidth > list.clientWidth) {
        const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
        list.scrollTo({
          left: link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2,
          behavior: reduce ? 'auto' : 'smooth',
        });
      }
    };

    const fromHash = decodeURIComponent(location.hash.slice(1));
    const linked = sections.some((section) => section.id === fromHash);
    if (linked) setActive(fromHash);
    // The observer's first report describes the page as loaded: it must not replace the initially current
    // category at the top of the page, nor the category a #hash link opened.
    let skipFirst = window.scrollY === 0 || linked;

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRatio >= threshold) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        if (skipFirst) {
          skipFirst = false;
          return;
        }
        // Wait for the scrolling to settle (the delay) before moving the highlight.
        clearTimeout(settle);
        settle = window.setTimeout(() => {
          const current = sections.find((section) => visible.has(section.id));
          if (current && !pinned) setActive(current.id);
        }, delay);
      },
      { threshold },
    );
    sections.forEach((section) => observer.observe(section));

    // The browser scrolls to the section and sets the hash; keep the clicked category active while the
    // smooth scroll passes the sections in between.
    for (const link of links) {
      link.addEventListener('click', () => {
        const slug = slugOf(link);
        setActive(slug);
        pinned = slug;
        const release = () => {
          if (pinned !== slug) return;
          pinned = null;
          clearTimeout(settle);
        };
        addEventListener('scrollend', release, { once: true });
        setTimeout(release, CLICK_PIN_MAX_MS);
      });
    }
    nav.dataset.ready = 'true';
  }

  const startAll = () =>
    document.querySelectorAll('[data-category-list]').forEach((nav) => start(/** @type {HTMLElement} */ (nav)));
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(startAll, { timeout: START_LATEST_MS })
      : setTimeout(startAll, 200);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenIdle, { once: true });
  else whenIdle();
})();
