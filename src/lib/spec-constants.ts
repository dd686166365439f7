// Behaviour constants from SPEC.md §9 (and DECISIONS.md), in one place with their source.

/** SPEC §9: stats counters step +1 every 30 ms. */
export const COUNTER_TICK_MS = 30;
/** SPEC §4/§9: a stat's label appears once its counter is above 25. */
export const COUNTER_LABEL_THRESHOLD = 25;
/** SPEC §9: services overview scroll observation, visibility threshold 0.5. */
export const SCROLL_SPY_THRESHOLD = 0.5;
/** SPEC §9: services overview scroll observation, 100 ms settle delay. */
export const SCROLL_SPY_DELAY_MS = 100;
/** SPEC §2: the services overview starts with Marketing active. */
export const SCROLL_SPY_INITIAL = 'marketing';
/** SPEC §9: plan popup frame height 600 px. */
export const PLAN_FRAME_HEIGHT = 600;
/** SPEC §8: toast texts. */
export const TOAST_SUCCESS = 'Your email has been sent.';
export const TOAST_ERROR = 'There was an error sending your email.';
/** SPEC §9: toast settings. */
export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
  theme: 'light',
  hotKeys: (event: KeyboardEvent) => event.altKey && event.code === 'KeyT',
} as const;
/** DECISIONS.md: no answer within 15 s counts as a failed send. */
export const CONTACT_TIMEOUT_MS = 15_000;
/** SPEC §3/§9: at most three testimonials are shown. */
export const TESTIMONIALS_MAX = 3;
