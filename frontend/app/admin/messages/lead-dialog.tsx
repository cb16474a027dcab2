import type { ContactMessageAnswer } from '@prism/contracts';
import type { ReactNode } from 'react';
import { Dialog } from '~/components/ui/dialog';

/** The lead a dialog is about (none: closed), and how it closes. */
export interface LeadDialogProps {
  message: ContactMessageAnswer | null;
  onClose: () => void;
}

/**
 * A dialog about one lead (reply, correct): open while `message` is set; its form is drawn
 * anew, keyed by the lead, at each opening.
 */
export function LeadDialog({
  message,
  onClose,
  title,
  description,
  className,
  children,
}: LeadDialogProps & {
  title: (name: string) => string;
  description?: string;
  className: string;
  children: (message: ContactMessageAnswer) => ReactNode;
}) {
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title(message?.name ?? '')}
      description={description}
      className={className}
    >
      {message && children(message)}
    </Dialog>
  );
}
