import { ROLE_LABELS, ROLES, type Role, type UserDto } from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import {
  requiredRolesQuery,
  useResetSecondFactor,
  useSetRequiredRoles,
} from '~/admin/security/second-factor';

/** An owner's setting: the roles whose users must have a second factor (ADR 029). */
export function RequiredRolesCard() {
  const saved = useQuery(requiredRolesQuery());
  if (!saved.data) return null;
  // Keyed by what is saved: a fresh answer starts the form over from it.
  return <RequiredRolesForm key={saved.data.roles.join()} saved={saved.data.roles} />;
}

function RequiredRolesForm({ saved }: { saved: Role[] }) {
  const save = useSetRequiredRoles();
  const [roles, setRoles] = useState<Role[]>(saved);
  return (
    <form
      aria-labelledby="required-roles-title"
      className="grid gap-3 rounded-3xl border border-line bg-white p-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(roles, {
          onSuccess: () => notifySuccess('Second-factor requirement saved'),
          onError: (error) => notifyFailure('Could not save the requirement', error),
        });
      }}
    >
      <h2 id="required-roles-title" className="font-display text-xl font-medium">
        Second factor required for
      </h2>
      <p className="text-sm text-muted">
        Users of these roles set up an authenticator app at their next sign-in before they reach the
        admin.
      </p>
      <div className="flex flex-wrap gap-5">
        {ROLES.map((role) => (
          <label key={role} className="inline-flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={roles.includes(role)}
              onChange={(event) =>
                setRoles((now) =>
                  event.target.checked ? [...now, role] : now.filter((r) => r !== role),
                )
              }
            />
            {ROLE_LABELS[role]}
          </label>
        ))}
      </div>
      <Button type="submit" variant="secondary" className="w-fit" disabled={save.isPending}>
        Save requirement
      </Button>
    </form>
  );
}

/** "Reset second factor" for a user: confirm, then their factors go and their sessions end. */
export function useSecondFactorReset(): { ask: (user: UserDto) => void; dialog: ReactNode } {
  const reset = useResetSecondFactor();
  const [user, setUser] = useState<UserDto | null>(null);
  const dialog = (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open && !reset.isPending) setUser(null);
      }}
      title="Reset second factor?"
      description={
        user
          ? `${user.username}'s authenticator app, passkeys and recovery codes are removed and their sessions end.`
          : ''
      }
      confirmLabel="Reset"
      pending={reset.isPending}
      onConfirm={() => {
        if (!user) return;
        reset.mutate(user.id, {
          onSuccess: () => notifySuccess('Second factor reset'),
          onError: (error) => notifyFailure('Could not reset the second factor', error),
          onSettled: () => setUser(null),
        });
      }}
    />
  );
  return { ask: setUser, dialog };
}
