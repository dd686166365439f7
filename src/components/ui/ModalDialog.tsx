// A modal dialog for islands, on the native <dialog>: showModal() makes the page behind inert (focus stays
// inside). We add closing on Escape and on a backdrop click, returning focus to the opener, and locking the
// page's scroll while open.
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  children: ReactNode;
  /** The dialog's maximum width as a Tailwind class, e.g. `max-w-3xl` for an embedded page. */
  widthClassName?: string;
}

export function ModalDialog({ open, onClose, labelledBy, children, widthClassName = 'max-w-lg' }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  // Whether the current press started on the backdrop: a text selection dragged out of the panel must not close it.
  const pressedOnBackdrop = useRef(false);
  // Whether the dialog is shown and its closing not yet reported through onClose.
  const shown = useRef(false);

  // The browser fires `close` a task after close() but puts focus back on the opener at once, so a quick
  // Escape-then-Enter can press the opener before that event: report the close straight away, and let the
  // late event (or one from a dialog opened again since) do nothing.
  const reportClosed = () => {
    if (!shown.current || dialogRef.current?.open) return;
    shown.current = false;
    onClose();
    openerRef.current?.focus();
  };
  const dismiss = () => {
    dialogRef.current?.close();
    reportClosed();
  };

  // Closing because `open` turned false must call the latest dismiss, without re-running the effect for it.
  const dismissOnPropChange = useEffectEvent(dismiss);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      shown.current = true;
      const scrollStyle = document.documentElement.style.overflow;
      document.documentElement.style.overflow = 'hidden';
      return () => {
        document.documentElement.style.overflow = scrollStyle;
      };
    }
    if (!open && dialog.open) dismissOnPropChange();
    return undefined;
  }, [open]);

  return (
    // A <dialog> takes Escape and backdrop clicks as part of being a dialog; the rule counts it as static.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onClose={reportClosed}
      // Escape closes through this handler so the same path runs in every browser and in jsdom; other close
      // requests the browser turns into `cancel` (e.g. the Android back gesture) take the same path.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        dismiss();
      }}
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      // A press whose target is the <dialog> itself landed on the backdrop, not on the panel.
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === dialogRef.current;
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current && pressedOnBackdrop.current) dismiss();
        pressedOnBackdrop.current = false;
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${widthClassName} overflow-visible bg-transparent p-0 backdrop:bg-scrim/60 backdrop:backdrop-blur-sm`}
    >
      <div className="relative max-h-[calc(100dvh-2rem)] overflow-y-auto card p-6 sm:p-8">{children}</div>
    </dialog>
  );
}
