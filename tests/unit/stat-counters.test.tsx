// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StatCounters, { type Stat } from '../../src/components/islands/StatCounters';

const STATS: Stat[] = [
  { value: 30, label: 'Improved performance', description: 'Faster deals.', icon: '<svg></svg>' },
  { value: 50, label: 'Speedy integration', description: 'Quicker set-up.', icon: '<svg></svg>' },
  { value: 70, label: 'Reduced licensing costs', description: 'Lower spend.', icon: '<svg></svg>' },
];

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
  act(() => observer.callback([{ isIntersecting: true, target: observer.observed[0] } as unknown as IntersectionObserverEntry], observer as unknown as IntersectionObserver));
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

const tick = (times = 1) => act(() => vi.advanceTimersByTime(30 * times));

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
    const html = renderToString(<StatCounters stats={STATS} />);
    for (const stat of STATS) expect(html).toContain(`>${stat.value}</span>`);
    expect(html).not.toContain('invisible');
    expect(html).not.toContain('opacity-0');
  });

  it('waits at 0 until it scrolls into view, then counts +1 every 30 ms', () => {
    const { container } = render(<StatCounters stats={STATS} />);
    expect(shown(container).map((s) => s.value)).toEqual([0, 0, 0]);
    tick(10);
    expect(shown(container).map((s) => s.value)).toEqual([0, 0, 0]);

    scrollIntoView();
    act(() => vi.advanceTimersByTime(29));
    expect(shown(container).map((s) => s.value)).toEqual([0, 0, 0]);
    act(() => vi.advanceTimersByTime(1));
    expect(shown(container).map((s) => s.value)).toEqual([1, 1, 1]);
  });

  it('shows the percent sign once above 0 and the label once above 25', () => {
    const { container } = render(<StatCounters stats={STATS} />);
    expect(shown(container)[0]).toEqual({ value: 0, percent: false, label: false });
    scrollIntoView();
    tick();
    expect(shown(container)[0]).toEqual({ value: 1, percent: true, label: false });
    tick(24);
    expect(shown(container)[0]).toEqual({ value: 25, percent: true, label: false });
    tick();
    expect(shown(container)[0]).toEqual({ value: 26, percent: true, label: true });
  });

  it('ends exactly on 30, 50 and 70 and stops its timer', () => {
    const { container } = render(<StatCounters stats={STATS} />);
    scrollIntoView();
    tick(69);
    expect(shown(container).map((s) => s.value)).toEqual([30, 50, 69]);
    tick();
    expect(shown(container)).toEqual(STATS.map((s) => ({ value: s.value, percent: true, label: true })));
    expect(vi.getTimerCount()).toBe(0);
    tick(100);
    expect(shown(container).map((s) => s.value)).toEqual([30, 50, 70]);
  });

  it('shows the final values at once and never animates with prefers-reduced-motion', () => {
    setReducedMotion(true);
    const { container } = render(<StatCounters stats={STATS} />);
    expect(FakeObserver.last).toBeUndefined();
    tick(100);
    expect(shown(container)).toEqual(STATS.map((s) => ({ value: s.value, percent: true, label: true })));
  });

  it('gives screen readers the final figure and label, never the ticking number', () => {
    render(<StatCounters stats={STATS} />);
    scrollIntoView();
    tick(3);
    expect(screen.getByRole('heading', { level: 3, name: '30% Improved performance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '70% Reduced licensing costs' })).toBeInTheDocument();
  });
});
