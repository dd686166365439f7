// The plans picker (SPEC "Plans page", §4): the Monthly/Yearly switch, the plan cards and the plan popup.
// Which price shows is decided by CSS from the switch's checked radio (`:has(:checked)`), so the server HTML
// is complete and the switch works before hydration and without JavaScript; every card changes in the same
// frame, and both prices share one grid cell, so switching never shifts the layout. GET STARTED is a link to
// the plan's preview page until the island hydrates, then a button that opens the popup.
import { useEffect, useRef, useState } from 'react';
import { BILLING_PERIODS, type BillingPeriod } from '../../lib/plan-preview';
import { PLAN_FRAME_HEIGHT } from '../../lib/spec-constants';
import { ModalDialog } from '../ui/ModalDialog';

type PerPeriod = Record<BillingPeriod, string>;

/** One plan card, with every text already formatted on the server. */
export interface PlanCardData {
  id: string;
  name: string;
  description: string;
  badge?: string;
  features: string[];
  /** Formatted prices, e.g. `{ monthly: '€29', yearly: '€99' }`. */
  prices: PerPeriod;
  /** The pages the popup embeds. */
  previews: PerPeriod;
  /** The spinner's text, e.g. `Loading the Premium plan…`. */
  loadingLabel: string;
  /** The embedded page's title for each period. */
  frameTitles: PerPeriod;
}

export interface PlanPickerCopy {
  billingLabel: string;
  periodLabels: PerPeriod;
  yearlyBadge: string;
  /** `/month`, `/year`. */
  perPeriod: PerPeriod;
  ctaLabel: string;
  featuresLabel: string;
  /** The popup's subtitle for each period, e.g. `Yearly billing`. */
  popupSubtitles: PerPeriod;
  closeLabel: string;
  newTabLabel: string;
}

export interface PlanPickerProps {
  plans: PlanCardData[];
  copy: PlanPickerCopy;
  /** Icon SVG markup from src/lib/icons.ts, rendered on the server so the icon map stays out of the bundle. */
  icons: { check: string; close: string; newTab: string };
}

const POPUP_TITLE_ID = 'plan-popup-title';

// Shown for one period only, keyed on the yearly radio being checked anywhere inside the picker.
// `invisible` keeps the hidden price's box, so the two prices reserve the width of the wider one.
const PRICE_VISIBILITY: PerPeriod = {
  monthly: 'group-has-[input[value=yearly]:checked]/plans:invisible',
  yearly: 'invisible group-has-[input[value=yearly]:checked]/plans:visible',
};
const LINK_DISPLAY: PerPeriod = {
  monthly: 'group-has-[input[value=yearly]:checked]/plans:hidden',
  yearly: 'hidden group-has-[input[value=yearly]:checked]/plans:block',
};

function Svg({ markup, className = '' }: { markup: string; className?: string }) {
  return <span aria-hidden="true" className={`inline-flex shrink-0 ${className}`} dangerouslySetInnerHTML={{ __html: markup }} />;
}

export default function PlanPicker({ plans, copy, icons }: PlanPickerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<{ plan: PlanCardData; period: BillingPeriod } | null>(null);

  useEffect(() => {
    // A visitor may have flipped the switch before hydration; the checked radio is the truth.
    const checked = rootRef.current?.querySelector<HTMLInputElement>('input[name="billing-period"]:checked');
    if (checked?.value === 'yearly') setPeriod('yearly');
    setEnhanced(true);
  }, []);

  // The visible label first (WCAG 2.5.3), then the plan, so the three buttons are told apart.
  const ctaName = (plan: PlanCardData) => `${copy.ctaLabel}: ${plan.name}`;

  const openPopup = (plan: PlanCardData) => {
    setChoice({ plan, period });
    setOpen(true);
  };

  return (
    <div ref={rootRef} className="group/plans">
      <fieldset className="flex justify-center">
        <legend className="sr-only">{copy.billingLabel}</legend>
        <div className="inline-flex gap-1 rounded-full border border-line bg-white p-1.5 shadow-sm">
          {BILLING_PERIODS.map((value) => (
            <label
              key={value}
              className="relative inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-[0.95rem] font-semibold whitespace-nowrap sm:px-5 text-body transition-colors duration-150 not-has-checked:hover:text-brand has-checked:bg-brand has-checked:text-white has-checked:shadow-md has-checked:shadow-brand/25"
            >
              <input
                type="radio"
                name="billing-period"
                value={value}
                defaultChecked={value === 'monthly'}
                onChange={() => setPeriod(value)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full"
              />
              {copy.periodLabels[value]}
              {value === 'yearly' && (
                <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-bold text-[color-mix(in_oklab,var(--color-accent)_55%,black)]">
                  {copy.yearlyBadge}
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>

      <ul className="mt-14 grid gap-8 lg:grid-cols-3 lg:gap-y-0">
        {plans.map((plan) => {
          const featured = Boolean(plan.badge);
          const ctaClass = `w-full ${featured ? 'btn-primary' : 'btn-secondary'}`;
          return (
            <li
              key={plan.id}
              className={`relative mx-auto flex w-full max-w-md flex-col rounded-3xl border bg-white p-7 sm:p-8 lg:row-span-4 lg:grid lg:max-w-none lg:grid-rows-subgrid lg:gap-0 ${
                featured
                  ? 'border-brand shadow-2xl shadow-brand/20 ring-1 ring-brand lg:-translate-y-4'
                  : 'border-line shadow-[0_1px_2px_rgb(15_23_42/0.04),0_8px_24px_-12px_rgb(15_23_42/0.12)]'
              }`}
            >
              <div>
                <h2 className={`text-xl font-bold ${featured ? 'text-brand' : ''}`}>
                  {plan.name}
                </h2>
                {plan.badge && (
                  <p className="absolute -top-4 left-1/2 inline-flex -translate-x-1/2 items-center whitespace-nowrap rounded-full bg-brand px-4 py-1.5 text-sm font-semibold text-white shadow-md shadow-brand/30">
                    {plan.badge}
                  </p>
                )}
                <p className="mt-2 leading-relaxed text-muted">{plan.description}</p>
              </div>

              <p className="mt-6 grid">
                {BILLING_PERIODS.map((value) => (
                  <span key={value} className={`col-start-1 row-start-1 flex items-baseline gap-1 ${PRICE_VISIBILITY[value]}`}>
                    <span className="text-5xl font-extrabold tracking-tight text-ink tabular-nums">{plan.prices[value]}</span>
                    <span className="text-base font-medium text-muted">{copy.perPeriod[value]}</span>
                  </span>
                ))}
              </p>

              <div className="mt-6">
                {enhanced ? (
                  <button type="button" aria-haspopup="dialog" aria-label={ctaName(plan)} onClick={() => openPopup(plan)} className={ctaClass}>
                    {copy.ctaLabel}
                  </button>
                ) : (
                  BILLING_PERIODS.map((value) => (
                    <div key={value} className={LINK_DISPLAY[value]}>
                      <a href={plan.previews[value]} target="_blank" rel="noopener noreferrer" aria-label={ctaName(plan)} className={ctaClass}>
                        {copy.ctaLabel}
                      </a>
                    </div>
                  ))
                )}
              </div>

              <div className="mt-8 border-t border-line pt-6">
                <h3 className="text-sm font-semibold tracking-wide text-ink uppercase">{copy.featuresLabel}</h3>
                <ul className="mt-4 space-y-3">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-3 leading-snug">
                      <Svg markup={icons.check} className="mt-px size-5 items-center justify-center rounded-full bg-brand-soft text-brand" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>

      <ModalDialog
        open={open}
        onClose={() => {
          setOpen(false);
          setChoice(null);
        }}
        labelledBy={POPUP_TITLE_ID}
        widthClassName="max-w-3xl"
      >
        {choice && (
          <PlanPreview
            key={`${choice.plan.id}-${choice.period}`}
            plan={choice.plan}
            period={choice.period}
            copy={copy}
            icons={icons}
            onClose={() => setOpen(false)}
          />
        )}
      </ModalDialog>
    </div>
  );
}

interface PlanPreviewProps {
  plan: PlanCardData;
  period: BillingPeriod;
  copy: PlanPickerCopy;
  icons: PlanPickerProps['icons'];
  onClose: () => void;
}

/** The popup's content: title, close button, the embedded page and its spinner (SPEC §4: spinner until load). */
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
            {copy.popupSubtitles[period]} · <span className="font-semibold text-ink tabular-nums">{plan.prices[period]}</span>
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
          <Svg markup={icons.close} />
          <span className="sr-only">{copy.closeLabel}</span>
        </button>
      </div>

      <div className="relative mt-5 overflow-hidden rounded-xl border border-line bg-white">
        <iframe src={url} title={plan.frameTitles[period]} height={PLAN_FRAME_HEIGHT} onLoad={() => setLoaded(true)} className="block w-full" />
        <div role="status" hidden={loaded} className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-white">
          {/* SPEC §9: a purple, medium spinner. */}
          <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-brand-muted border-t-brand motion-reduce:[animation-duration:1.5s]" />
          <span className="text-sm font-medium text-muted">{plan.loadingLabel}</span>
        </div>
      </div>

      <p className="mt-3 text-center text-sm">
        <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-semibold text-brand underline-offset-4 hover:underline">
          {copy.newTabLabel}
          <Svg markup={icons.newTab} />
        </a>
      </p>
    </>
  );
}
