import * as RadixDialog from '@radix-ui/react-dialog';
import { LuX } from 'react-icons/lu';
import { useReturnFocus } from './use-return-focus';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';

/**
 * A modal dialog (Radix): focus moves in and is trapped while open, Escape and the close
 * button dismiss it, and focus returns to the control that opened it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay fixed inset-0 z-[80] bg-ink/40 backdrop-blur-[2px]" />
        <RadixDialog.Content
          {...returnFocus}
          className={cn(
            'dialog-content fixed inset-x-0 bottom-0 z-[90] max-h-[92dvh] overflow-y-auto rounded-t-3xl border border-line bg-white p-6 shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-8',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="pr-10 font-display text-2xl font-medium tracking-tight">
            {title}
          </RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mt-2 text-sm leading-relaxed text-muted">
              {description}
            </RadixDialog.Description>
          )}
          <div className="mt-6">{children}</div>
          <RadixDialog.Close
            aria-label={m.admin_close()}
            className="absolute top-5 right-5 inline-flex size-11 items-center justify-center rounded-full text-muted transition hover:bg-paper-deep hover:text-ink"
          >
            <LuX aria-hidden className="size-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
