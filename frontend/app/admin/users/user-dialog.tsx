import { Fragment, type ReactNode } from 'react';
import type { UserAnswer } from '@prism/contracts';
import { Dialog } from '~/components/ui/dialog';

/** What the users screen hands each of its one-user dialogs: the chosen user, or null. */
export interface UserDialogProps {
  user: UserAnswer | null;
  onClose: () => void;
}

/**
 * A dialog about one user of the list (its e-mail, its role): open while a user is chosen,
 * its form started afresh for each user so no value of the last one stays.
 */
export function UserDialog({
  user,
  onClose,
  title,
  description,
  children,
}: UserDialogProps & {
  title: string;
  description: (user: UserAnswer) => string;
  children: (user: UserAnswer) => ReactNode;
}) {
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={user ? description(user) : undefined}
    >
      {user && <Fragment key={user.id}>{children(user)}</Fragment>}
    </Dialog>
  );
}
