// The site's fixed behaviour figures (timings, thresholds, sizes), in one place.

/** The stats counters step +1 every 30 ms. */
export const COUNTER_TICK_MS = 30;
/** A stat's label appears once its counter is above 25. */
export const COUNTER_LABEL_THRESHOLD = 25;
/** The services overview marks a category current once half of its section is in view… */
export const SCROLL_SPY_THRESHOLD = 0.5;
/** …and the view has stayed put for 100 ms. */
export const SCROLL_SPY_DELAY_MS = 100;
/** The plan popup's embedded page is 600 px high. */
export const PLAN_FRAME_HEIGHT = 600;
/** Where and how the contact form's toasts appear: top right, gone after 5 s, paused on hover and focus loss. */
export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
  theme: 'light',
  // react-toastify names its countdown bar "notification timer" in English only; the toast closes after 5 s
  // without showing the bar, so no page reads English to a screen reader.
  hideProgressBar: true,
  hotKeys: (event: KeyboardEvent) => event.altKey && event.code === 'KeyT',
} as const;
/** No answer within 15 s counts as a failed send. */
export const CONTACT_TIMEOUT_MS = 15_000;
/** At most three testimonials are shown. */
export const TESTIMONIALS_MAX = 3;
