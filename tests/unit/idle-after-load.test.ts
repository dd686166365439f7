// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import idleAfterLoad from '../../src/directives/idle-after-load';

/** Runs the directive on a fake island; `hydrated` tells whether Astro's load() and the hydration ran. */
function island(value: true | { timeout: number } = true) {
  const state = { loaded: false, hydrated: false };
  const hydrate = async () => {
    state.hydrated = true;
  };
  const load = async () => {
    state.loaded = true;
    return hydrate;
  };
  // Astro types the value as a string, though it passes the parsed directive value (see the directive).
  idleAfterLoad(load, { name: 'DemoModal', value: value as unknown as string }, document.createElement('astro-island'));
  return state;
}

describe('client:idle-after-load', () => {
  let frames: FrameRequestCallback[];
  let idle: { callback: IdleRequestCallback; options?: IdleRequestOptions }[];
  const runFrames = () => frames.splice(0).forEach((callback) => callback(0));
  const runIdle = () =>
    idle.splice(0).forEach(({ callback }) => callback({ didTimeout: false, timeRemaining: () => 50 }));

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    idle = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) =>
      idle.push({ callback, options }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for the load event, then a painted frame, then an idle moment', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const state = island();
    runFrames();
    await vi.runAllTimersAsync();
    runIdle();
    expect(frames).toHaveLength(0);
    expect(state.loaded).toBe(false);

    window.dispatchEvent(new Event('load'));
    expect(frames).toHaveLength(1);
    expect(idle).toHaveLength(0);
    runFrames();
    expect(idle).toHaveLength(0);
    await vi.runAllTimersAsync();
    expect(idle).toHaveLength(1);
    expect(state.loaded).toBe(false);

    runIdle();
    await vi.runAllTimersAsync();
    expect(state).toEqual({ loaded: true, hydrated: true });
  });

  it('starts at once from the next frame when the page has already loaded', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const state = island();
    expect(frames).toHaveLength(1);
    runFrames();
    await vi.runAllTimersAsync();
    runIdle();
    await vi.runAllTimersAsync();
    expect(state.hydrated).toBe(true);
  });

  it('passes a timeout on to requestIdleCallback, as client:idle does', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    island({ timeout: 500 });
    runFrames();
    await vi.runAllTimersAsync();
    expect(idle[0].options).toEqual({ timeout: 500 });
  });

  it('falls back to a short timer where requestIdleCallback is missing (Safari)', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    vi.stubGlobal('requestIdleCallback', undefined);
    Reflect.deleteProperty(window, 'requestIdleCallback');
    const state = island();
    runFrames();
    await vi.advanceTimersByTimeAsync(150);
    expect(state.loaded).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(state.hydrated).toBe(true);
  });
});
