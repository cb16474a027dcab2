import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';

/**
 * A "Previous" or "Next" link of a paged admin list: the same address with another `page`
 * (none for the first), or a disabled look when there is no such page.
 */
export function PageLink({
  to,
  params,
  label,
  icon,
  iconAfter = false,
}: {
  to: number | null;
  params: URLSearchParams;
  label: string;
  icon: React.ReactNode;
  iconAfter?: boolean;
}) {
  const className = buttonClass({ variant: 'secondary', size: 'sm' });
  if (to === null) {
    return (
      <span aria-disabled="true" className={className}>
        {!iconAfter && icon}
        {label}
        {iconAfter && icon}
      </span>
    );
  }
  const next = new URLSearchParams(params);
  if (to === 1) next.delete('page');
  else next.set('page', String(to));
  const search = next.toString();
  return (
    <Link
      to={{ search: search ? `?${search}` : '' }}
      className={className}
      preventScrollReset={false}
    >
      {!iconAfter && icon}
      {label}
      {iconAfter && icon}
    </Link>
  );
}
