// The plan popup: the chosen plan's name, period and price, a close button, and the plan's preview page
// embedded with a spinner until it has loaded.
import { useState } from 'react';
import { PLAN_FRAME_HEIGHT } from '../../../lib/spec-constants';
import { ModalDialog } from '../../ui/ModalDialog';
import type { PlanChoice, PlanPickerCopy, PlanPickerIcons } from './types';

const POPUP_TITLE_ID = 'plan-popup-title';

type PopupCopy = Pick<PlanPickerCopy, 'popupSubtitles' | 'perPeriod' | 'closeLabel' | 'newTabLabel'>;
type PopupIcons = Pick<PlanPickerIcons, 'close' | 'newTab'>;

interface PlanPreviewDialogProps {
  /** The plan and period to show; the popup is open while there is one. */
  choice: PlanChoice | null;
  copy: PopupCopy;
  icons: PopupIcons;
  onClose: () => void;
}

export function PlanPreviewDialog({ choice, copy, icons, onClose }: PlanPreviewDialogProps) {
  return (
    <ModalDialog open={choice !== null} onClose={onClose} labelledBy={POPUP_TITLE_ID} widthClassName="max-w-3xl">
      {/* Mounted only while the popup is open, so every opening starts with a fresh spinner. */}
      {choice && <PlanPreview {...choice} copy={copy} icons={icons} onClose={onClose} />}
    </ModalDialog>
  );
}

interface PlanPreviewProps extends PlanChoice {
  copy: PopupCopy;
  icons: PopupIcons;
  onClose: () => void;
}

function PlanPreview({ plan, period, copy, icons, onClose }: PlanPreviewProps) {
  const [loaded, setLoaded] = useState(false);
  const url = plan.previews[period];
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={POPUP_TITLE_ID} className="text-xl font-bold sm:text-2xl">
            {plan.name}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {copy.popupSubtitles[period]} ·{' '}
            <span className="font-semibold text-ink tabular-nums">{plan.prices[period]}</span>
            {copy.perPeriod[period]}
          </p>
        </div>
        <button
          type="button"
          // The native `autofocus` attribute (React handles `autoFocus` itself, too early): showModal() then
          // focuses Close rather than the panel, which Chromium focuses first when it can scroll.
          ref={(button) => button?.setAttribute('autofocus', '')}
          onClick={onClose}
          className="-mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-surface hover:text-ink"
        >
          <span aria-hidden="true" className="inline-flex shrink-0" dangerouslySetInnerHTML={{ __html: icons.close }} />
          <span className="sr-only">{copy.closeLabel}</span>
        </button>
      </div>

      <div className="relative mt-5 overflow-hidden rounded-xl border border-line bg-card">
        <iframe
          src={url}
          title={plan.frameTitles[period]}
          height={PLAN_FRAME_HEIGHT}
          onLoad={() => setLoaded(true)}
          className="block w-full"
        />
        <div
          role="status"
          hidden={loaded}
          className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-card"
        >
          {/* A medium spinner in the brand colour. */}
          <span
            aria-hidden="true"
            className="size-10 animate-spin rounded-full border-4 border-brand-muted border-t-brand motion-reduce:[animation-duration:1.5s]"
          />
          <span className="text-sm font-medium text-muted">{plan.loadingLabel}</span>
        </div>
      </div>

      <p className="mt-3 text-center text-sm">
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-semibold text-brand underline-offset-4 hover:underline"
        >
          {copy.newTabLabel}
          <span
            aria-hidden="true"
            className="inline-flex shrink-0"
            dangerouslySetInnerHTML={{ __html: icons.newTab }}
          />
        </a>
      </p>
    </>
  );
}
