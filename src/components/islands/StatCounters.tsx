// The home page's "Grow with Us" stats: three percentages that count up from 0 when they scroll into view
// (+1 every COUNTER_TICK_MS). The server renders the final values, so without JavaScript, and with reduced motion,
// they show at once; the percent sign and label keep their space while hidden, so nothing shifts.
import { useEffect, useRef, useState } from 'react';
import { counterDisplay, runCounters } from '../../lib/counter';
import type { HomeStat } from '../../schemas/home';

export type Stat = Omit<HomeStat, 'icon'> & {
  /** Inline SVG markup rendered on the server from src/lib/icons.ts. */
  icon: string;
};

/** Share of the list that must be on screen before counting starts. */
const VISIBLE_SHARE = 0.25;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export interface StatCountersProps {
  stats: Stat[];
  /** How the page's language writes a percentage around the number, e.g. `{ prefix: '', suffix: ' %' }`. */
  percent: { prefix: string; suffix: string };
}

export default function StatCounters({ stats, percent }: StatCountersProps) {
  const [counts, setCounts] = useState(() => stats.map((stat) => stat.value));
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (!list || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return undefined;
    const targets = stats.map((stat) => stat.value);
    // Hydration happens just before the list scrolls into view (client:visible with a margin), so the
    // reset to 0 is not seen; counting starts once the list is really on screen.
    setCounts(targets.map(() => 0));
    let stop = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        stop = runCounters(targets, setCounts);
      },
      { threshold: VISIBLE_SHARE },
    );
    observer.observe(list);
    return () => {
      observer.disconnect();
      stop();
    };
  }, [stats]);

  return (
    <ul ref={listRef} className="grid gap-6 lg:grid-cols-3">
      {stats.map((stat, index) => {
        const count = counts[index] ?? stat.value;
        const { showPercent, showLabel } = counterDisplay(count);
        return (
          <li
            key={stat.label}
            data-stat={stat.value}
            className="rounded-2xl border border-white/15 bg-white/[0.07] p-6 sm:p-8"
          >
            <span
              className="grid size-12 place-items-center rounded-xl bg-white/10 text-white"
              dangerouslySetInnerHTML={{ __html: stat.icon }}
            />
            <h3 className="mt-6">
              {/* Screen readers get the final figure once, not every tick of the animation. */}
              <span className="sr-only">{`${percent.prefix}${stat.value}${percent.suffix} ${stat.label}`}</span>
              <span
                aria-hidden="true"
                className="block text-5xl font-extrabold tracking-tight whitespace-nowrap text-white tabular-nums sm:text-6xl"
              >
                {percent.prefix && <span className={showPercent ? '' : 'invisible'}>{percent.prefix}</span>}
                {/* Room for the final number from the start, so the percent sign does not move while counting. */}
                <span
                  data-stat-value
                  className={`inline-block text-right ${String(stat.value).length > 2 ? 'min-w-[3ch]' : 'min-w-[2ch]'}`}
                >
                  {count}
                </span>
                {percent.suffix && <span className={showPercent ? '' : 'invisible'}>{percent.suffix}</span>}
              </span>
              <span
                aria-hidden="true"
                className={`mt-2 block text-lg font-semibold text-white transition-opacity duration-300 ${showLabel ? 'opacity-100' : 'opacity-0'}`}
              >
                {stat.label}
              </span>
            </h3>
            <p className="mt-3 leading-relaxed text-white/80">{stat.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
