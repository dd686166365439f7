// The Monthly/Yearly switch: native radios, so it works before hydration and without JavaScript. The cards
// show the period's price from CSS (see PlanCard), and the popup reads the checked radio when it opens.
import { BILLING_PERIODS } from '../../../lib/plan-preview';
import type { PlanPickerCopy } from './types';

/** The radios' name, by which the checked period is found. */
export const BILLING_INPUT_NAME = 'billing-period';

type BillingSwitchProps = { copy: Pick<PlanPickerCopy, 'billingLabel' | 'periodLabels' | 'yearlyBadge'> };

export function BillingSwitch({ copy }: BillingSwitchProps) {
  return (
    <fieldset className="flex justify-center">
      <legend className="sr-only">{copy.billingLabel}</legend>
      <div className="inline-flex gap-1 rounded-full border border-line bg-card p-1.5 shadow-sm">
        {BILLING_PERIODS.map((value) => (
          <label
            key={value}
            className="relative inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-[0.95rem] font-semibold whitespace-nowrap text-body transition-colors duration-150 not-has-checked:hover:text-brand has-checked:bg-brand has-checked:text-on-brand has-checked:shadow-md has-checked:shadow-brand/25 sm:px-5 forced-colors:has-checked:outline-2 forced-colors:has-checked:outline-solid"
          >
            <input
              type="radio"
              name={BILLING_INPUT_NAME}
              value={value}
              defaultChecked={value === 'monthly'}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full"
            />
            {copy.periodLabels[value]}
            {value === 'yearly' && (
              <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-bold text-accent-strong">
                {copy.yearlyBadge}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
