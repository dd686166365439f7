// Keeps `aria-current="true"` on the category whose section is in view (SPEC "Services overview").
import { SCROLL_SPY_DELAY_MS, SCROLL_SPY_THRESHOLD } from './spec-constants';

/** Longest time a clicked category stays pinned if the browser never reports the end of its scroll. */
const CLICK_PIN_MAX_MS = 1500;

export function startCategoryScrollSpy(nav: HTMLElement): void {
  const list = nav.querySelector('ul');
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const slugOf = (link: HTMLAnchorElement) => decodeURIComponent(link.hash.slice(1));
  const sections = links.map((link) => document.getElementById(slugOf(link))).filter((el): el is HTMLElement => !!el);
  const visible = new Set<string>();
  let pinned: string | null = null;
  let settle: number | undefined;

  const setActive = (slug: string) => {
    for (const link of links) {
      if (slugOf(link) === slug) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
    // On narrow screens the list is a horizontal strip: keep its active item in view.
    const link = links.find((l) => slugOf(l) === slug);
    if (list && link && list.scrollWidth > list.clientWidth) {
      const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
      list.scrollTo({ left: link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2, behavior: reduce ? 'auto' : 'smooth' });
    }
  };

  const fromHash = decodeURIComponent(location.hash.slice(1));
  const linked = sections.some((section) => section.id === fromHash);
  if (linked) setActive(fromHash);
  // The observer's first report describes the page as loaded: it must not replace the initial Marketing
  // (SPEC §2) at the top of the page, nor the category a #hash link opened.
  let skipFirst = window.scrollY === 0 || linked;

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting && entry.intersectionRatio >= SCROLL_SPY_THRESHOLD) visible.add(entry.target.id);
        else visible.delete(entry.target.id);
      }
      if (skipFirst) {
        skipFirst = false;
        return;
      }
      // SPEC §9: wait for the scrolling to settle before moving the highlight.
      clearTimeout(settle);
      settle = window.setTimeout(() => {
        const current = sections.find((section) => visible.has(section.id));
        if (current && !pinned) setActive(current.id);
      }, SCROLL_SPY_DELAY_MS);
    },
    { threshold: SCROLL_SPY_THRESHOLD },
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
