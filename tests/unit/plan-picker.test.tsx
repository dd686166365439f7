// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import PlanPicker, { type PlanCardData } from '../../src/components/islands/PlanPicker';
import { planCards, planPickerCopy } from '../../src/lib/plan-picker-props';
import { withPreviews } from '../../src/lib/plan-preview';
import { DEFAULT_LOCALE } from '../../src/i18n/locales';
import { PLAN_FRAME_HEIGHT } from '../../src/lib/spec-constants';
import { loadPlanPage, loadPlans, loadSettings } from '../support/content';
import { installDialogStub, nextTask } from '../support/dialog-stub';

const page = loadPlanPage();
const PLANS = planCards(
  page,
  withPreviews(
    loadPlans().map((entry) => ({ id: entry.id, ...entry.data })),
    loadSettings().planPreviews,
  ),
  DEFAULT_LOCALE,
);
const COPY = planPickerCopy(page);
const FIRST = PLANS[0]!;
const LAST = PLANS.at(-1)!;
/** The accessible name of a card's GET STARTED control: the label, then the plan it is for. */
const ctaName = (plan: PlanCardData) => `${COPY.ctaLabel}: ${plan.name}`;
/** The Yearly radio's name also holds its badge. */
const yearly = (name: string) => name.startsWith(COPY.periodLabels.yearly);
const ICONS = { check: '<svg></svg>', close: '<svg></svg>', newTab: '<svg></svg>' };
const picker = <PlanPicker plans={PLANS} copy={COPY} icons={ICONS} />;

beforeAll(installDialogStub);

describe('PlanPicker on the server (what visitors without JavaScript get)', () => {
  const html = renderToString(picker);
  const doc = new DOMParser().parseFromString(html, 'text/html');

  it('starts on monthly billing', () => {
    expect(doc.querySelector<HTMLInputElement>('input[value="monthly"]')?.checked).toBe(true);
    expect(doc.querySelector<HTMLInputElement>('input[value="yearly"]')?.checked).toBe(false);
  });
  it('links GET STARTED to the preview page of each period, in a new tab', () => {
    const links = [...doc.querySelectorAll('a')].filter((a) => a.textContent === COPY.ctaLabel);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      PLANS.flatMap((plan) => [plan.previews.monthly, plan.previews.yearly]),
    );
    for (const link of links) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links.every((a) => a.getAttribute('target') === '_blank')).toBe(true);
  });
  it('renders no popup content until a plan is chosen', () => {
    expect(doc.querySelector('iframe')).toBeNull();
  });
});

describe('PlanPicker in the browser', () => {
  afterEach(cleanup);

  it('opens the popup for the chosen plan and period, with a spinner until the page loads', async () => {
    const user = userEvent.setup();
    render(picker);
    await user.click(screen.getByRole('radio', { name: yearly }));
    const opener = screen.getByRole('button', { name: ctaName(LAST) });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: LAST.name });
    const frame = within(dialog).getByTitle(LAST.frameTitles.yearly);
    expect(frame).toHaveAttribute('src', LAST.previews.yearly);
    expect(frame).toHaveAttribute('height', String(PLAN_FRAME_HEIGHT));
    expect(within(dialog).getByRole('status')).toHaveTextContent(LAST.loadingLabel);

    fireEvent.load(frame);
    expect(within(dialog).queryByRole('status')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: COPY.closeLabel }));
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('uses the monthly page by default and a fresh spinner for each plan', async () => {
    const user = userEvent.setup();
    render(picker);
    await user.click(screen.getByRole('button', { name: ctaName(FIRST) }));
    const frame = screen.getByTitle(FIRST.frameTitles.monthly);
    expect(frame).toHaveAttribute('src', FIRST.previews.monthly);
    fireEvent.load(frame);
    expect(screen.getByRole('button', { name: COPY.closeLabel })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: ctaName(LAST) }));
    expect(screen.getByRole('status')).toHaveTextContent(LAST.loadingLabel);
  });

  it('shows the plan pressed right after Escape, even before the browser reports the close', async () => {
    const user = userEvent.setup();
    render(picker);
    await user.click(screen.getByRole('button', { name: ctaName(FIRST) }));
    // fireEvent, not user-event: user-event waits a task between actions, which would let `close` fire first.
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: ctaName(LAST) }));
    await nextTask();
    const dialog = screen.getByRole('dialog', { name: LAST.name });
    expect(within(dialog).getByTitle(LAST.frameTitles.monthly)).toBeInTheDocument();
  });
});
