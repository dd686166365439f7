// The plan picker's state: which plan the popup shows. The billing period is not kept: the checked radio is
// the truth, read when a plan is chosen, so a switch flipped before hydration counts too.
import { useState } from 'react';
import { BILLING_PERIODS, type BillingPeriod } from '../../../lib/plan-preview';
import { BILLING_INPUT_NAME } from './BillingSwitch';
import type { PlanCardData, PlanChoice } from './types';

/**
 * The period of the checked radio. Radios that share a name outside a form make one group per document, so
 * the document holds exactly one checked billing radio; its value is always a billing period.
 */
const checkedPeriod = () =>
  (document.querySelector<HTMLInputElement>(`input[name=${BILLING_INPUT_NAME}]:checked`)?.value ??
    BILLING_PERIODS[0]) as BillingPeriod;

export function usePlanChoice() {
  const [choice, setChoice] = useState<PlanChoice | null>(null);

  return {
    choice,
    /** Opens the popup on the plan, for the period the switch shows. */
    choose: (plan: PlanCardData) => setChoice({ plan, period: checkedPeriod() }),
    dismiss: () => setChoice(null),
  };
}
