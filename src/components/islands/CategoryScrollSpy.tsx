// The category list on /services (SPEC "Services overview"). The links are plain in-page anchors, so
// without JavaScript they still jump to their sections; the CSS `scroll-behavior` in global.css makes the
// jump smooth, or instant under prefers-reduced-motion, and the browser updates the URL hash itself.
// Hydrated, the island keeps `aria-current` on the category in view.
import { useEffect, useRef, useState } from 'react';
import { SCROLL_SPY_DELAY_MS, SCROLL_SPY_INITIAL, SCROLL_SPY_THRESHOLD } from '../../lib/spec-constants';

interface Category {
  slug: string;
  name: string;
}

interface CategoryScrollSpyProps {
  /** The list's visible label, which also names the navigation landmark. */
  label: string;
  categories: Category[];
}

/** Longest time a clicked category stays pinned if the browser never reports the end of its scroll. */
const CLICK_PIN_MAX_MS = 1500;

export default function CategoryScrollSpy({ label, categories }: CategoryScrollSpyProps) {
  const [active, setActive] = useState<string>(SCROLL_SPY_INITIAL);
  const listRef = useRef<HTMLUListElement>(null);
  const pinned = useRef<string | null>(null);
  const settleTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const fromHash = decodeURIComponent(location.hash.slice(1));
    const linked = categories.some((c) => c.slug === fromHash);
    if (linked) setActive(fromHash);

    const sections = categories.map((c) => document.getElementById(c.slug)).filter((el): el is HTMLElement => el !== null);
    const visible = new Set<string>();
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
        window.clearTimeout(settleTimer.current);
        settleTimer.current = window.setTimeout(() => {
          const current = sections.find((section) => visible.has(section.id));
          if (current && !pinned.current) setActive(current.id);
        }, SCROLL_SPY_DELAY_MS);
      },
      { threshold: SCROLL_SPY_THRESHOLD },
    );
    sections.forEach((section) => observer.observe(section));
    return () => {
      observer.disconnect();
      window.clearTimeout(settleTimer.current);
    };
  }, [categories]);

  // On narrow screens the list is a horizontal strip: keep its active item in view.
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollTo({ left: link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2, behavior: reduce ? 'auto' : 'smooth' });
  }, [active]);

  // The browser scrolls to the section and sets the hash; we keep the clicked category active while the
  // smooth scroll passes the sections in between, and drop what the observer saw on the way.
  const pin = (slug: string) => {
    setActive(slug);
    pinned.current = slug;
    const release = () => {
      if (pinned.current !== slug) return;
      pinned.current = null;
      window.clearTimeout(settleTimer.current);
    };
    window.addEventListener('scrollend', release, { once: true });
    window.setTimeout(release, CLICK_PIN_MAX_MS);
  };

  return (
    <nav aria-labelledby="category-list-label">
      <p id="category-list-label" className="sr-only lg:not-sr-only lg:eyebrow lg:mb-3 lg:block lg:px-4">
        {label}
      </p>
      <ul
        ref={listRef}
        className="flex gap-2 overflow-x-auto px-5 py-3 [scrollbar-width:none] sm:px-8 lg:flex-col lg:gap-1 lg:overflow-visible lg:p-0"
      >
        {categories.map((category) => (
          <li key={category.slug} className="shrink-0">
            <a
              href={`#${category.slug}`}
              aria-current={category.slug === active ? 'true' : undefined}
              onClick={() => pin(category.slug)}
              className="flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium whitespace-nowrap text-body transition-colors hover:border-brand hover:text-brand aria-[current=true]:border-brand aria-[current=true]:bg-brand aria-[current=true]:text-white lg:rounded-xl lg:border-transparent lg:border-l-4 lg:bg-transparent lg:text-base lg:aria-[current=true]:border-transparent lg:aria-[current=true]:border-l-brand lg:aria-[current=true]:bg-brand-soft lg:aria-[current=true]:font-semibold lg:aria-[current=true]:text-brand"
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
