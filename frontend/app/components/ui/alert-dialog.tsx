import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import { buttonClass } from './button';
import { useReturnFocus } from './use-return-focus';
import { m } from '~/paraglide/messages';

/**
 * A confirmation before something that can't be undone (Radix AlertDialog: focus starts
 * on Cancel, Escape cancels, focus returns to the control that asked).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = m.admin_delete(),
  pending = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  confirmLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
}) {
  const returnFocus = useReturnFocus();
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className="dialog-overlay fixed inset-0 z-[80] bg-ink/40 backdrop-blur-[2px]" />
        <RadixAlertDialog.Content
          {...returnFocus}
          className="dialog-content fixed top-1/2 left-1/2 z-[90] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-line bg-white p-6 shadow-2xl outline-none sm:p-8"
        >
          <RadixAlertDialog.Title className="font-display text-2xl font-medium tracking-tight">
            {title}
          </RadixAlertDialog.Title>
          <RadixAlertDialog.Description className="mt-3 text-sm leading-relaxed text-ink-soft">
            {description}
          </RadixAlertDialog.Description>
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <RadixAlertDialog.Cancel className={buttonClass({ variant: 'secondary' })}>
              {m.admin_cancel()}
            </RadixAlertDialog.Cancel>
            <RadixAlertDialog.Action
              className={buttonClass({ variant: 'danger' })}
              disabled={pending}
              onClick={(event) => {
                // The caller closes the dialog once the request is settled.
                event.preventDefault();
                onConfirm();
              }}
            >
              {pending ? m.admin_deleting() : confirmLabel}
            </RadixAlertDialog.Action>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
