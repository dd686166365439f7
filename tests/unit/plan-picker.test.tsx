// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import PlanPicker, { type PlanCardData, type PlanPickerCopy } from '../../src/components/islands/PlanPicker';
import { installDialogStub, nextTask } from '../support/dialog-stub';

const plan = (id: string, name: string, monthly: string, yearly: string, badge?: string): PlanCardData => ({
  id,
  name,
  description: `${name} description.`,
  badge,
  features: ['One', 'Two', 'Three'],
  prices: { monthly, yearly },
  previews: { monthly: `https://checkout.example.com/${id}/monthly`, yearly: `https://checkout.example.com/${id}/yearly` },
  loadingLabel: `Loading the ${name} plan…`,
  frameTitles: { monthly: `${name} plan sign-up (Monthly)`, yearly: `${name} plan sign-up (Yearly)` },
});
const PLANS = [plan('social-planner', 'Social Planner', '€29', '€99'), plan('starter', '360 Starter', '€197', '€1,970', 'Most Popular')];
const COPY: PlanPickerCopy = {
  billingLabel: 'Billing period',
  periodLabels: { monthly: 'Monthly', yearly: 'Yearly' },
  yearlyBadge: '25% Off',
  perPeriod: { monthly: '/month', yearly: '/year' },
  ctaLabel: 'GET STARTED',
  featuresLabel: "What's included",
  popupSubtitles: { monthly: 'Monthly billing', yearly: 'Yearly billing' },
  closeLabel: 'Close',
  newTabLabel: 'Open this page in a new tab',
};
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
    const links = [...doc.querySelectorAll('a')].filter((a) => a.textContent === 'GET STARTED');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://checkout.example.com/social-planner/monthly',
      'https://checkout.example.com/social-planner/yearly',
      'https://checkout.example.com/starter/monthly',
      'https://checkout.example.com/starter/yearly',
    ]);
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
    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    const opener = screen.getByRole('button', { name: 'GET STARTED: 360 Starter' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: '360 Starter' });
    const frame = within(dialog).getByTitle('360 Starter plan sign-up (Yearly)');
    expect(frame).toHaveAttribute('src', 'https://checkout.example.com/starter/yearly');
    expect(frame).toHaveAttribute('height', '600');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the 360 Starter plan…');

    fireEvent.load(frame);
    expect(within(dialog).queryByRole('status')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('uses the monthly page by default and a fresh spinner for each plan', async () => {
    const user = userEvent.setup();
    render(picker);
    await user.click(screen.getByRole('button', { name: 'GET STARTED: Social Planner' }));
    const frame = screen.getByTitle('Social Planner plan sign-up (Monthly)');
    expect(frame).toHaveAttribute('src', 'https://checkout.example.com/social-planner/monthly');
    fireEvent.load(frame);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'GET STARTED: 360 Starter' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the 360 Starter plan…');
  });

  it('shows the plan pressed right after Escape, even before the browser reports the close', async () => {
    const user = userEvent.setup();
    render(picker);
    await user.click(screen.getByRole('button', { name: 'GET STARTED: Social Planner' }));
    // fireEvent, not user-event: user-event waits a task between actions, which would let `close` fire first.
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'GET STARTED: 360 Starter' }));
    await nextTask();
    const dialog = screen.getByRole('dialog', { name: '360 Starter' });
    expect(within(dialog).getByTitle('360 Starter plan sign-up (Monthly)')).toBeInTheDocument();
  });
});
