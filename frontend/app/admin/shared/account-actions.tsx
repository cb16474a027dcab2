import { useState } from 'react';
import {
  LuKeyRound,
  LuLogOut,
  LuMonitorSmartphone,
  LuShieldCheck,
  LuUserRound,
} from 'react-icons/lu';
import { NavLink } from 'react-router';
import { ChangePasswordDialog } from '~/admin/account/change-password-dialog';
import { ProfileDialog } from '~/admin/account/profile-dialog';
import { SessionsDialog } from '~/admin/account/sessions-dialog';
import { useLogout } from '~/admin/auth/auth';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';

type AccountDialog = 'profile' | 'password' | 'sessions';
type Icon = React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

const DIALOG_ACTIONS: { dialog: AccountDialog; label: () => string; icon: Icon }[] = [
  { dialog: 'profile', label: m.admin_account_profile, icon: LuUserRound },
  { dialog: 'password', label: m.admin_account_password, icon: LuKeyRound },
  { dialog: 'sessions', label: m.admin_account_sessions, icon: LuMonitorSmartphone },
];

const ACTION_CLASS = {
  labelled:
    'inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-medium text-ink-soft transition hover:bg-paper-deep hover:text-ink',
  icon: 'inline-flex size-11 items-center justify-center rounded-full text-ink-soft transition hover:bg-paper-deep hover:text-ink',
};

/**
 * The signed-in user's own actions (profile, password, sessions, security, logout): named
 * in the sidebar, icons named for screen readers in the phones' top bar.
 */
export function AccountActions({
  variant,
  onOpen,
}: {
  variant: 'labelled' | 'icon';
  onOpen: (dialog: AccountDialog) => void;
}) {
  const logout = useLogout();
  const iconOnly = variant === 'icon';
  const className = ACTION_CLASS[variant];
  const content = (label: string, Icon: Icon) => (
    <>
      <Icon aria-hidden className={iconOnly ? 'size-5' : 'size-4'} />
      {!iconOnly && label}
    </>
  );
  const name = (label: string) => (iconOnly ? label : undefined);
  return (
    <>
      {DIALOG_ACTIONS.map(({ dialog, label, icon }) => (
        <button
          key={dialog}
          type="button"
          onClick={() => onOpen(dialog)}
          aria-label={name(label())}
          className={className}
        >
          {content(label(), icon)}
        </button>
      ))}
      <NavLink
        to="/admin/security"
        aria-label={name(m.admin_account_security())}
        className={className}
      >
        {content(m.admin_account_security(), LuShieldCheck)}
      </NavLink>
      <button
        type="button"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        aria-label={name(m.admin_account_logout())}
        className={cn(className, 'disabled:opacity-50')}
      >
        {content(m.admin_account_logout(), LuLogOut)}
      </button>
    </>
  );
}

/** Which of the account dialogs is open, and the dialogs themselves. */
export function useAccountDialogs() {
  const [open, setOpen] = useState<AccountDialog | null>(null);
  const onOpenChange = (dialog: AccountDialog) => (next: boolean) => setOpen(next ? dialog : null);
  const dialogs = (
    <>
      <ChangePasswordDialog open={open === 'password'} onOpenChange={onOpenChange('password')} />
      <SessionsDialog
        owner="mine"
        title={m.admin_account_sessions()}
        open={open === 'sessions'}
        onOpenChange={onOpenChange('sessions')}
      />
      <ProfileDialog open={open === 'profile'} onOpenChange={onOpenChange('profile')} />
    </>
  );
  return { open: setOpen, dialogs };
}
