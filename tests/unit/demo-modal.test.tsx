// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import DemoModal, { type DemoModalProps } from '../../src/components/islands/DemoModal';
import { installDialogStub, nextTask } from '../support/dialog-stub';

beforeAll(installDialogStub);
afterEach(() => {
  cleanup();
  document.documentElement.style.overflow = '';
});

const PROPS: DemoModalProps = {
  label: 'Start a Demo',
  title: 'Start Your Demo Experience Today',
  text: 'Pick a channel.',
  whatsapp: { label: 'Schedule via WhatsApp', hint: 'Chat with us', href: 'https://wa.me/15550100199?text=Hello' },
  email: { label: 'Schedule via Email', hint: 'Write to us', href: 'mailto:hello@example.com?subject=Demo%20Request' },
  closeLabel: 'Close',
  icons: { calendar: '<svg></svg>', whatsapp: '<svg></svg>', email: '<svg></svg>', arrow: '<svg></svg>', close: '<svg></svg>' },
};

async function openDialog() {
  const user = userEvent.setup();
  render(<DemoModal {...PROPS} />);
  const button = screen.getByRole('button', { name: 'Start a Demo' });
  await user.click(button);
  const dialog = screen.getByRole('dialog', { name: PROPS.title });
  return { user, button, dialog };
}

describe('DemoModal', () => {
  it('is a plain e-mail link to the demo request in the server HTML (works without JavaScript)', () => {
    const html = renderToString(<DemoModal {...PROPS} />);
    expect(html).toMatch(/<a class="btn-primary" href="mailto:hello@example.com\?subject=Demo%20Request">Start a Demo<\/a>/);
    expect(html).not.toContain('<button type="button" class="btn-primary"');
  });

  it('becomes a button that opens a modal dialog named by its title, with focus inside', async () => {
    const { button, dialog } = await openDialog();
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('offers the WhatsApp chat and the e-mail draft, both opening outside the site', async () => {
    const { dialog } = await openDialog();
    const whatsapp = screen.getByRole('link', { name: /Schedule via WhatsApp/ });
    const email = screen.getByRole('link', { name: /Schedule via Email/ });
    expect(dialog).toContainElement(whatsapp);
    expect(whatsapp).toHaveAttribute('href', PROPS.whatsapp.href);
    expect(email).toHaveAttribute('href', PROPS.email.href);
    for (const link of [whatsapp, email]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('locks the page scroll while open and closes on Escape, returning focus to the button', async () => {
    const { user, button, dialog } = await openDialog();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on a click on the backdrop, not on a click inside the panel', async () => {
    const { user, button, dialog } = await openDialog();
    await user.click(screen.getByRole('heading', { name: PROPS.title }));
    await user.click(screen.getByText('Pick a channel.'));
    expect(dialog).toHaveAttribute('open');
    // A click on the ::backdrop reaches the <dialog> element itself.
    await user.click(dialog);
    expect(dialog).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
  });

  it('does not close when a press starts in the panel and ends on the backdrop', async () => {
    const { user, dialog } = await openDialog();
    await user.pointer([{ keys: '[MouseLeft>]', target: screen.getByText('Pick a channel.') }, { target: dialog }, { keys: '[/MouseLeft]', target: dialog }]);
    expect(dialog).toHaveAttribute('open');
  });

  it('closes with its close button and opens again', async () => {
    const { user, button, dialog } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(dialog).toHaveAttribute('open');
  });

  it('opens again when the button is pressed right after Escape, before the browser reports the close', async () => {
    const { button, dialog } = await openDialog();
    // fireEvent, not user-event: user-event waits a task between keys, which would let `close` fire first.
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(button).toHaveFocus();
    fireEvent.click(button);
    await nextTask();
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('dialog', { name: PROPS.title })).toBe(dialog);
    expect(document.documentElement.style.overflow).toBe('hidden');
  });
});
