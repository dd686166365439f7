// The plans picker: the Monthly/Yearly switch, the plan cards and the plan popup. The server HTML is
// complete: the switch and the prices work before hydration and without JavaScript (GET STARTED is then a
// link to the plan's preview page); with JavaScript, GET STARTED opens the popup.
import { BillingSwitch } from './plan-picker/BillingSwitch';
import { PlanCard } from './plan-picker/PlanCard';
import { PlanPreviewDialog } from './plan-picker/PlanPreviewDialog';
import type { PlanCardData, PlanPickerCopy, PlanPickerIcons } from './plan-picker/types';
import { usePlanChoice } from './plan-picker/use-plan-choice';

export type { PlanCardData, PlanPickerCopy } from './plan-picker/types';

export interface PlanPickerProps {
  plans: PlanCardData[];
  copy: PlanPickerCopy;
  /** Icon SVG markup from src/lib/icons.ts, rendered on the server so the icon map stays out of the bundle. */
  icons: PlanPickerIcons;
}

export default function PlanPicker({ plans, copy, icons }: PlanPickerProps) {
  const { choice, choose, dismiss } = usePlanChoice();
  return (
    <div className="group/plans">
      <BillingSwitch copy={copy} />
      <ul className="mt-14 grid gap-8 lg:grid-cols-3 lg:gap-y-0">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} copy={copy} icons={icons} onChoose={() => choose(plan)} />
        ))}
      </ul>
      <PlanPreviewDialog choice={choice} copy={copy} icons={icons} onClose={dismiss} />
    </div>
  );
}
