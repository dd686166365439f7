// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StatCounters, { type Stat } from '../../src/components/islands/StatCounters';
import { COUNTER_LABEL_THRESHOLD, COUNTER_TICK_MS } from '../../src/lib/spec-constants';
import { DEFAULT_LOCALE } from '../../src/i18n/locales';
import { percentAffixes } from '../../src/i18n/percent-affixes';
import { loadHomePage } from '../support/content';

/** The home page's stats, as the page gives them to the island. */
const STATS: Stat[] = loadHomePage().stats.items.map((item) => ({ ...item, icon: '<svg></svg>' }));
const TARGETS = STATS.map((stat) => stat.value);
const PERCENT = percentAffixes(DEFAULT_LOCALE);
const LAST = Math.max(...TARGETS);

/** A stand-in IntersectionObserver the test scrolls by hand. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  constructor(public callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

function scrollIntoView() {
  const observer = FakeObserver.last!;
  act(() =>
    observer.callback(
      [{ isIntersecting: true, target: observer.observed[0] } as unknown as IntersectionObserverEntry],
      observer as unknown as IntersectionObserver,
    ),
  );
}

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

/** What each counter shows: its number, whether the % sign and the label are visible. */
function shown(container: HTMLElement) {
  return [...container.querySelectorAll('li')].map((item) => {
    const value = item.querySelector('[data-stat-value]')!;
    const percent = value.nextElementSibling!;
    const label = value.parentElement!.nextElementSibling!;
    return {
      value: Number(value.textContent),
      percent: !percent.classList.contains('invisible'),
      label: label.classList.contains('opacity-100'),
    };
  });
}

const tick = (times = 1) => act(() => vi.advanceTimersByTime(COUNTER_TICK_MS * times));

beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.last = undefined;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  setReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('StatCounters', () => {
  it('renders the final values on the server, with percent signs and labels, so no-JS visitors see them', () => {
    const html = renderToString(<StatCounters stats={STATS} percent={PERCENT} />);
    for (const stat of STATS) expect(html).toContain(`>${stat.value}</span>`);
    expect(html).not.toContain('invisible');
    expect(html).not.toContain('opacity-0');
  });

  it(`waits at 0 until it scrolls into view, then counts +1 every ${COUNTER_TICK_MS} ms`, () => {
    const { container } = render(<StatCounters stats={STATS} percent={PERCENT} />);
    const zeros = TARGETS.map(() => 0);
    expect(shown(container).map((s) => s.value)).toEqual(zeros);
    tick(10);
    expect(shown(container).map((s) => s.value)).toEqual(zeros);

    scrollIntoView();
    act(() => vi.advanceTimersByTime(COUNTER_TICK_MS - 1));
    expect(shown(container).map((s) => s.value)).toEqual(zeros);
    act(() => vi.advanceTimersByTime(1));
    expect(shown(container).map((s) => s.value)).toEqual(TARGETS.map(() => 1));
  });

  it(`shows the percent sign once above 0 and the label once above ${COUNTER_LABEL_THRESHOLD}`, () => {
    // A figure that passes the threshold, whatever the content's figures are.
    const { container } = render(
      <StatCounters stats={[{ ...STATS[0]!, value: COUNTER_LABEL_THRESHOLD + 5 }]} percent={PERCENT} />,
    );
    expect(shown(container)[0]).toEqual({ value: 0, percent: false, label: false });
    scrollIntoView();
    tick();
    expect(shown(container)[0]).toEqual({ value: 1, percent: true, label: false });
    tick(COUNTER_LABEL_THRESHOLD - 1);
    expect(shown(container)[0]).toEqual({ value: COUNTER_LABEL_THRESHOLD, percent: true, label: false });
    tick();
    expect(shown(container)[0]).toEqual({ value: COUNTER_LABEL_THRESHOLD + 1, percent: true, label: true });
  });

  it('ends exactly on each figure and stops its timer', () => {
    const { container } = render(<StatCounters stats={STATS} percent={PERCENT} />);
    scrollIntoView();
    tick(LAST - 1);
    expect(shown(container).map((s) => s.value)).toEqual(TARGETS.map((target) => Math.min(target, LAST - 1)));
    tick();
    expect(shown(container)).toEqual(
      STATS.map((s) => ({ value: s.value, percent: true, label: s.value > COUNTER_LABEL_THRESHOLD })),
    );
    expect(vi.getTimerCount()).toBe(0);
    tick(100);
    expect(shown(container).map((s) => s.value)).toEqual(TARGETS);
  });

  it('shows the final values at once and never animates with prefers-reduced-motion', () => {
    setReducedMotion(true);
    const { container } = render(<StatCounters stats={STATS} percent={PERCENT} />);
    expect(FakeObserver.last).toBeUndefined();
    tick(100);
    expect(shown(container)).toEqual(
      STATS.map((s) => ({ value: s.value, percent: true, label: s.value > COUNTER_LABEL_THRESHOLD })),
    );
  });

  it("writes the percentage the page language's way, the sign before or after the number", () => {
    const html = renderToString(<StatCounters stats={STATS} percent={{ prefix: '%', suffix: '' }} />);
    expect(html).toContain(`%${STATS[0]!.value} ${STATS[0]!.label}`);
    const german = renderToString(<StatCounters stats={STATS} percent={percentAffixes('de')} />);
    expect(german).toContain(`${STATS[0]!.value}\u00a0% ${STATS[0]!.label}`);
  });

  it('gives screen readers the final figure and label, never the ticking number', () => {
    render(<StatCounters stats={STATS} percent={PERCENT} />);
    scrollIntoView();
    tick(3);
    for (const stat of STATS)
      expect(
        screen.getByRole('heading', {
          level: 3,
          name: `${PERCENT.prefix}${stat.value}${PERCENT.suffix} ${stat.label}`,
        }),
      ).toBeInTheDocument();
  });
});
