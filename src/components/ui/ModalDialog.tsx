// A modal dialog for islands, on the native <dialog>: showModal() makes the page behind inert (focus stays
// inside) and closes on Escape; we add closing on a backdrop click, returning focus to the opener, and
// locking the page's scroll while open (DECISIONS.md, Accessibility).
import { useEffect, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  children: ReactNode;
  /** Classes for the panel inside the dialog. */
  panelClassName?: string;
}

export function ModalDialog({ open, onClose, labelledBy, children, panelClassName = '' }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      const scrollStyle = document.documentElement.style.overflow;
      document.documentElement.style.overflow = 'hidden';
      return () => {
        document.documentElement.style.overflow = scrollStyle;
      };
    }
    if (!open && dialog.open) dialog.close();
    return undefined;
  }, [open]);

  const handleClose = () => {
    onClose();
    openerRef.current?.focus();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onClose={handleClose}
      // A click whose target is the <dialog> itself landed on the backdrop, not on the panel.
      onClick={(event) => {
        if (event.target === dialogRef.current) dialogRef.current?.close();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-visible bg-transparent p-0 backdrop:bg-ink/60 backdrop:backdrop-blur-sm"
    >
      <div className={`card relative max-h-[calc(100dvh-2rem)] overflow-y-auto p-6 sm:p-8 ${panelClassName}`}>{children}</div>
    </dialog>
  );
}
