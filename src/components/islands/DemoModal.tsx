// The home hero's demo button opens a dialog with a WhatsApp and an e-mail link to book a demo.
// Server-rendered (and with JavaScript off) the button is a plain mailto link to the same demo request;
// once hydrated it becomes a button that opens the dialog.
import { useId, useState } from 'react';
import type { Link } from '../../schemas/common';
import type { HomePage } from '../../schemas/home';
import { ModalDialog } from '../ui/ModalDialog';
import { useHydrated } from './use-hydrated';

/** One way to book the demo: its link, and a short line under the label. */
type Channel = Link & { hint: string };

/** The button and its dialog; the dialog's `title` names it, e.g. `Start Your Demo Experience Today`. */
export type DemoModalProps = Pick<HomePage['demo'], 'title' | 'text' | 'closeLabel'> & {
  /** The button's label, e.g. `Start a Demo`. */
  label: HomePage['hero']['demoLabel'];
  whatsapp: Channel;
  email: Channel;
  /** Inline SVG markup rendered on the server from src/lib/icons.ts, so no icon set ships to the browser. */
  icons: { calendar: string; whatsapp: string; email: string; arrow: string; close: string };
};

export default function DemoModal({ label, title, text, whatsapp, email, closeLabel, icons }: DemoModalProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const titleId = useId();

  const channels = [
    { ...whatsapp, icon: icons.whatsapp, tone: 'bg-accent-soft text-accent' },
    { ...email, icon: icons.email, tone: 'bg-brand-soft text-brand' },
  ];

  return (
    <>
      {hydrated ? (
        <button type="button" className="btn-primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {label}
        </button>
      ) : (
        <a className="btn-primary" href={email.href}>
          {label}
        </a>
      )}
      <ModalDialog open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="absolute top-3 right-3 grid size-11 place-items-center rounded-full text-muted hover:bg-brand-soft hover:text-brand"
        >
          <span className="contents" dangerouslySetInnerHTML={{ __html: icons.close }} />
          <span className="sr-only">{closeLabel}</span>
        </button>
        <span
          className="grid size-12 place-items-center rounded-2xl bg-brand-soft text-brand"
          dangerouslySetInnerHTML={{ __html: icons.calendar }}
        />
        <h2 id={titleId} className="mt-5 pr-10 text-2xl font-bold tracking-tight text-ink">
          {title}
        </h2>
        <p className="mt-3 leading-relaxed text-muted">{text}</p>
        <ul className="mt-6 space-y-3">
          {channels.map((channel) => (
            <li key={channel.href}>
              <a
                href={channel.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => setOpen(false)}
                className="group flex min-h-11 items-center gap-4 rounded-xl border border-line p-4 transition-colors hover:border-brand hover:bg-brand-soft"
              >
                <span
                  className={`grid size-11 shrink-0 place-items-center rounded-xl ${channel.tone}`}
                  dangerouslySetInnerHTML={{ __html: channel.icon }}
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink group-hover:text-brand">{channel.label}</span>
                  <span className="mt-0.5 block text-sm text-muted">{channel.hint}</span>
                </span>
                <span
                  className="text-muted transition-transform group-hover:translate-x-0.5 group-hover:text-brand"
                  dangerouslySetInnerHTML={{ __html: icons.arrow }}
                />
              </a>
            </li>
          ))}
        </ul>
      </ModalDialog>
    </>
  );
}
