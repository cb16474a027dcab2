import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { notifyFailure, notifySuccess } from './notify';
import { m } from '~/paraglide/messages';

/**
 * "Are you sure?" before a delete, the same on every admin list: `ask(row)` opens the
 * dialog, Delete runs the mutation and toasts its outcome, and the dialog can't be
 * dismissed while the request is out.
 */
export function useConfirmedDelete<Row extends { id: number }, Data, Failure, Context>(
  remove: UseMutationResult<Data, Failure, number, Context>,
  messages: { describe: (row: Row) => string; success: string; failure: string },
): { ask: (row: Row) => void; dialog: ReactNode } {
  const [pending, setPending] = useState<Row | null>(null);
  const confirm = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => notifySuccess(messages.success),
      onError: (error) => notifyFailure(messages.failure, error),
      onSettled: () => setPending(null),
    });
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) setPending(null);
      }}
      title={m.admin_confirm_title()}
      description={pending ? messages.describe(pending) : ''}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
  return { ask: setPending, dialog };
}
