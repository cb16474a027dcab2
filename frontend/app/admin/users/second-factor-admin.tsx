import { ROLES, type Role, type UserAnswer } from '@prism/contracts';
import { roleLabel } from '~/admin/shared/roles';
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
import { m } from '~/paraglide/messages';

/** An owner's setting: the roles whose users must have a second factor. */
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
          onSuccess: () => notifySuccess(m.admin_2fa_required_saved()),
          onError: (error) => notifyFailure(m.admin_2fa_required_failed(), error),
        });
      }}
    >
      <h2 id="required-roles-title" className="font-display text-xl font-medium">
        {m.admin_2fa_required_title()}
      </h2>
      <p className="text-sm text-muted">{m.admin_2fa_required_text()}</p>
      <div className="flex flex-wrap gap-5">
        {ROLES.map((role) => (
          <label key={role} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-6 shrink-0 accent-[#121115]"
              checked={roles.includes(role)}
              onChange={(event) =>
                setRoles((now) =>
                  event.target.checked ? [...now, role] : now.filter((r) => r !== role),
                )
              }
            />
            {roleLabel(role)}
          </label>
        ))}
      </div>
      <Button type="submit" variant="secondary" className="w-fit" disabled={save.isPending}>
        {m.admin_2fa_required_submit()}
      </Button>
    </form>
  );
}

/** "Reset second factor" for a user: confirm, then their factors go and their sessions end. */
export function useSecondFactorReset(): { ask: (user: UserAnswer) => void; dialog: ReactNode } {
  const reset = useResetSecondFactor();
  const [user, setUser] = useState<UserAnswer | null>(null);
  const dialog = (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open && !reset.isPending) setUser(null);
      }}
      title={m.admin_2fa_reset_title()}
      description={user ? m.admin_2fa_reset_text({ username: user.username }) : ''}
      confirmLabel={m.admin_2fa_reset()}
      pending={reset.isPending}
      onConfirm={() => {
        if (!user) return;
        reset.mutate(user.id, {
          onSuccess: () => notifySuccess(m.admin_2fa_reset_done()),
          onError: (error) => notifyFailure(m.admin_2fa_reset_failed(), error),
          onSettled: () => setUser(null),
        });
      }}
    />
  );
  return { ask: setUser, dialog };
}
