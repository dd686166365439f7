// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import DemoModal, { type DemoModalProps } from '../../src/components/islands/DemoModal';
import { mailtoHref, whatsappHref } from '../../src/lib/links';
import { loadHomePage, loadSettings } from '../support/content';
import { installDialogStub, nextTask } from '../support/dialog-stub';

beforeAll(installDialogStub);
afterEach(() => {
  cleanup();
  document.documentElement.style.overflow = '';
});

const home = loadHomePage();
const { contact } = loadSettings();
/** The props the home page gives the island, built from the same content. */
const PROPS: DemoModalProps = {
  label: home.hero.demoLabel,
  title: home.demo.title,
  text: home.demo.text,
  whatsapp: {
    label: home.demo.whatsappLabel,
    hint: home.demo.whatsappHint,
    href: whatsappHref(contact.whatsappNumber, contact.whatsappGreeting),
  },
  email: {
    label: home.demo.emailLabel,
    hint: home.demo.emailHint,
    href: mailtoHref(contact.email, home.demo.emailSubject),
  },
  closeLabel: home.demo.closeLabel,
  icons: {
    calendar: '<svg></svg>',
    whatsapp: '<svg></svg>',
    email: '<svg></svg>',
    arrow: '<svg></svg>',
    close: '<svg></svg>',
  },
};
/** A link's accessible name holds its label, then its hint. */
const startsWith = (label: string) => (name: string) => name.startsWith(label);

async function openDialog() {
  const user = userEvent.setup();
  render(<DemoModal {...PROPS} />);
  const button = screen.getByRole('button', { name: PROPS.label });
  await user.click(button);
  const dialog = screen.getByRole('dialog', { name: PROPS.title });
  return { user, button, dialog };
}

describe('DemoModal', () => {
  it('is a plain e-mail link to the demo request in the server HTML (works without JavaScript)', () => {
    const html = new DOMParser().parseFromString(renderToString(<DemoModal {...PROPS} />), 'text/html');
    const link = html.querySelector('a.btn-primary');
    expect(link?.getAttribute('href')).toBe(PROPS.email.href);
    expect(link?.textContent).toBe(PROPS.label);
    expect(html.querySelector('button.btn-primary')).toBeNull();
  });

  it('becomes a button that opens a modal dialog named by its title, with focus inside', async () => {
    const { button, dialog } = await openDialog();
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('offers the WhatsApp chat and the e-mail draft, both opening outside the site', async () => {
    const { dialog } = await openDialog();
    const whatsapp = screen.getByRole('link', { name: startsWith(PROPS.whatsapp.label) });
    const email = screen.getByRole('link', { name: startsWith(PROPS.email.label) });
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
    await user.click(screen.getByText(PROPS.text));
    expect(dialog).toHaveAttribute('open');
    // A click on the ::backdrop reaches the <dialog> element itself.
    await user.click(dialog);
    expect(dialog).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
  });

  it('does not close when a press starts in the panel and ends on the backdrop', async () => {
    const { user, dialog } = await openDialog();
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByText(PROPS.text) },
      { target: dialog },
      { keys: '[/MouseLeft]', target: dialog },
    ]);
    expect(dialog).toHaveAttribute('open');
  });

  it('closes with its close button and opens again', async () => {
    const { user, button, dialog } = await openDialog();
    await user.click(screen.getByRole('button', { name: PROPS.closeLabel }));
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
