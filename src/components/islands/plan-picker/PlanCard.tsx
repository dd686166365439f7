// One plan card: name, optional badge, both prices, GET STARTED and the feature checklist.
// Which price shows is decided by CSS from the switch's checked radio, so every card changes in the same
// frame, before hydration too; both prices share one grid cell, so switching never shifts the layout.
// GET STARTED is a button that opens the popup; the server HTML holds it from the start, so it is the same
// element before and after hydration (a press before it is replayed by client:interaction). Without
// JavaScript it is hidden and a link to the period's preview page shows instead.
import { BILLING_PERIODS } from '../../../lib/plan-preview';
import type { PerPeriod, PlanCardData, PlanPickerCopy, PlanPickerIcons } from './types';

// Shown for one period only, keyed on the yearly radio being checked anywhere inside the picker (whose root
// is the `group/plans`). `invisible` keeps the hidden price's box, so the two prices reserve the width of
// the wider one.
const PRICE_VISIBILITY: PerPeriod = {
  monthly: 'group-has-[input[value=yearly]:checked]/plans:invisible',
  yearly: 'invisible group-has-[input[value=yearly]:checked]/plans:visible',
};
const LINK_DISPLAY: PerPeriod = {
  monthly: 'group-has-[input[value=yearly]:checked]/plans:hidden',
  yearly: 'hidden group-has-[input[value=yearly]:checked]/plans:block',
};

interface PlanCardProps {
  plan: PlanCardData;
  copy: Pick<PlanPickerCopy, 'perPeriod' | 'ctaLabel' | 'featuresLabel'>;
  /** `check`: the tick in front of each feature. */
  icons: Pick<PlanPickerIcons, 'check'>;
  onChoose: () => void;
}

export function PlanCard({ plan, copy, icons, onChoose }: PlanCardProps) {
  const featured = Boolean(plan.badge);
  const ctaClass = `w-full ${featured ? 'btn-primary' : 'btn-secondary'}`;
  // The visible label first (WCAG 2.5.3), then the plan, so the buttons of different cards are told apart.
  const ctaName = `${copy.ctaLabel}: ${plan.name}`;
  return (
    <li
      className={`relative mx-auto flex w-full max-w-md flex-col rounded-3xl border bg-card p-7 sm:p-8 lg:row-span-4 lg:grid lg:max-w-none lg:grid-rows-subgrid lg:gap-0 ${
        featured
          ? 'border-brand shadow-2xl ring-1 shadow-brand/20 ring-brand lg:-translate-y-4'
          : 'border-line shadow-[0_1px_2px_rgb(15_23_42/0.04),0_8px_24px_-12px_rgb(15_23_42/0.12)]'
      }`}
    >
      <div lang={plan.lang}>
        <h2 className={`text-xl font-bold ${featured ? 'text-brand' : ''}`}>{plan.name}</h2>
        {plan.badge && (
          <p className="absolute -top-4 left-1/2 inline-flex -translate-x-1/2 items-center rounded-full bg-brand px-4 py-1.5 text-sm font-semibold whitespace-nowrap text-on-brand shadow-md shadow-brand/30">
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
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={ctaName}
          onClick={onChoose}
          className={`${ctaClass} noscript:hidden`}
        >
          {copy.ctaLabel}
        </button>
        <div className="hidden noscript:block">
          {BILLING_PERIODS.map((value) => (
            <div key={value} className={LINK_DISPLAY[value]}>
              <a
                href={plan.previews[value]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={ctaName}
                className={ctaClass}
              >
                {copy.ctaLabel}
              </a>
            </div>
          ))}
        </div>
      </div>

      <div className="mt-8 border-t border-line pt-6">
        <h3 className="text-sm font-semibold tracking-wide text-ink uppercase">{copy.featuresLabel}</h3>
        <ul className="mt-4 space-y-3" lang={plan.lang}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-3 leading-snug">
              <span
                aria-hidden="true"
                className="mt-px inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand"
                dangerouslySetInnerHTML={{ __html: icons.check }}
              />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
