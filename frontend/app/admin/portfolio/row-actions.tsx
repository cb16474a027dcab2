import type { PortfolioItemAnswer } from '@prism/contracts';
import { LuEye, LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link } from 'react-router';
import { can, useSession } from '~/admin/shared/session';
import { PermittedButton } from '~/admin/shared/permitted-button';
import { buttonClass } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';

/** Edit and Delete of one portfolio item (Delete disabled, with its reason, without the right). */
export function RowActions({
  item,
  onDelete,
  align = 'end',
}: {
  item: PortfolioItemAnswer;
  onDelete: (item: PortfolioItemAnswer) => void;
  align?: 'start' | 'end';
}) {
  const { session } = useSession();
  // A role that may only read the item (a viewer) opens the same screen to see it.
  const edits = can(session, 'edit_portfolio');
  return (
    <div className={cn('flex flex-wrap gap-2', align === 'end' ? 'justify-end' : 'justify-start')}>
      <Link
        to={`/admin/portfolio/edit/${item.id}`}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        aria-label={
          edits
            ? m.editor_edit_named({ title: item.title })
            : m.editor_view_named({ title: item.title })
        }
      >
        {edits ? (
          <LuPencil aria-hidden className="size-4" />
        ) : (
          <LuEye aria-hidden className="size-4" />
        )}
        {edits ? m.editor_edit() : m.editor_view()}
      </Link>
      <PermittedButton
        permission="delete_portfolio"
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        aria-label={m.editor_delete_named({ title: item.title })}
        onClick={() => onDelete(item)}
      >
        <LuTrash2 aria-hidden className="size-4" />
        {m.editor_delete()}
      </PermittedButton>
    </div>
  );
}
