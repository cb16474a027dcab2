import type { ClientLogoAnswer } from '@prism/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuArrowDown, LuArrowUp, LuPencil, LuPlus, LuShapes, LuTrash2 } from 'react-icons/lu';
import { useConfirmedDelete } from '~/admin/shared/confirmed-delete';
import { LoadError } from '~/admin/shared/load-error';
import { LoadMore, loadedItems } from '~/admin/shared/paged-list';
import { LogoDialog } from './logo-dialog';
import { LogoPreview } from './logo-preview';
import { PageHeader } from '~/admin/shared/page-header';
import { PermittedButton } from '~/admin/shared/permitted-button';
import { Writes } from '~/admin/shared/read-only';
import { SkeletonList } from '~/admin/shared/placeholders';
import { Button } from '~/components/ui/button';
import {
  logoBody,
  logosQuery,
  reorder,
  useDeleteLogo,
  useReorderLogos,
  useSaveLogo,
} from './logos';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';

const TYPE_LABELS: Record<ClientLogoAnswer['iconType'], () => string> = {
  text: m.admin_logo_type_text,
  'react-icon': m.admin_logo_type_icon,
  'svg-code': m.admin_logo_type_svg,
  media: m.admin_logo_type_media,
  image: m.admin_logo_type_svg,
};

/**
 * /admin/logos (docs/product.md#admin-logos): the logo strip's entries in display order, each previewed as
 * the site draws it; the badge flips active, the arrows move a logo, delete asks first. Inside
 * a `ReadOnlyFor` screen: a reader sees the list and loads more, without the writing controls.
 */
export function LogosManager() {
  const logos = useInfiniteQuery(logosQuery);
  const save = useSaveLogo();
  const move = useReorderLogos();
  const [dialog, setDialog] = useState<{ logo?: ClientLogoAnswer } | null>(null);
  const list = loadedItems(logos.data);

  const toggle = (logo: ClientLogoAnswer) =>
    save.mutate(
      { id: logo.id, body: logoBody(logo, { active: !logo.active }) },
      {
        onSuccess: (saved) =>
          notifySuccess(
            m.admin_logo_updated(),
            saved.active
              ? m.admin_logo_now_active({ name: saved.name })
              : m.admin_logo_now_inactive({ name: saved.name }),
          ),
        onError: (error) =>
          notifyFailure(m.admin_logo_update_failed(), error, m.admin_logo_update_failed()),
      },
    );

  const moveLogo = (from: number, to: number) =>
    move.mutate(reorder(list, from, to), {
      onSuccess: () => notifySuccess(m.admin_logo_order_updated()),
      onError: (error) =>
        notifyFailure(m.admin_logo_update_failed(), error, m.admin_logo_update_failed()),
    });

  // The same "Are you sure?" dialog as every other delete, not the browser's own box.
  const deletion = useConfirmedDelete(useDeleteLogo(), {
    describe: (logo: ClientLogoAnswer) => m.admin_logo_delete_text({ name: logo.name }),
    success: m.admin_logo_deleted(),
    failure: m.admin_logo_delete_failed(),
  });

  return (
    <div className="grid grid-cols-1 gap-8">
      <Writes>
        <PageHeader
          eyebrow={m.admin_logos_eyebrow()}
          title={m.admin_title_logos()}
          description={m.admin_logos_description()}
          actions={
            <Button onClick={() => setDialog({})}>
              <LuPlus aria-hidden className="size-4" />
              {m.admin_logo_add()}
            </Button>
          }
        />
      </Writes>

      {logos.isPending ? (
        <SkeletonList count={4} itemClassName="h-24 rounded-2xl" />
      ) : logos.isError ? (
        <LoadError
          what={m.admin_logos_what()}
          error={logos.error}
          onRetry={() => void logos.refetch()}
        />
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center rounded-3xl border border-dashed border-line bg-white/60 px-6 py-16 text-center">
          <LuShapes aria-hidden className="size-8 text-muted" />
          <p className="mt-4 font-display text-xl">{m.admin_logos_empty_title()}</p>
          <p className="mt-2 text-sm text-muted">{m.admin_logos_empty_body()}</p>
        </div>
      ) : (
        <>
          <Writes>
            <ol
              className="grid gap-3"
              aria-label={m.admin_logos_in_order()}
              aria-busy={move.isPending}
            >
              {list.map((logo, index) => (
                <li
                  key={logo.id}
                  className={cn(
                    'grid grid-cols-[auto_1fr] items-center gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:grid-cols-[auto_13rem_1fr_auto] sm:p-5',
                    !logo.active && 'bg-white/60',
                  )}
                >
                  <div className="row-span-2 flex flex-col gap-1 sm:row-span-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={m.admin_logo_move_up({ name: logo.name })}
                      disabled={index === 0 || move.isPending}
                      onClick={() => moveLogo(index, index - 1)}
                    >
                      <LuArrowUp aria-hidden className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={m.admin_logo_move_down({ name: logo.name })}
                      disabled={index === list.length - 1 || move.isPending}
                      onClick={() => moveLogo(index, index + 1)}
                    >
                      <LuArrowDown aria-hidden className="size-4" />
                    </Button>
                  </div>
                  <LogoPreview logo={logo} className={cn(!logo.active && 'opacity-50')} />
                  <div className="col-start-2 min-w-0 sm:col-start-auto">
                    <p className="truncate font-semibold">{logo.name}</p>
                    <p className="text-sm text-muted">
                      {m.admin_logo_type_order({
                        type: TYPE_LABELS[logo.iconType](),
                        order: logo.order ?? '—',
                      })}
                    </p>
                  </div>
                  <div className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-1 sm:justify-end">
                    <button
                      type="button"
                      onClick={() => toggle(logo)}
                      disabled={save.isPending}
                      aria-label={
                        logo.active
                          ? m.admin_logo_active_toggle({ name: logo.name })
                          : m.admin_logo_inactive_toggle({ name: logo.name })
                      }
                      title={
                        logo.active
                          ? m.admin_logo_click_deactivate()
                          : m.admin_logo_click_activate()
                      }
                      className={cn(
                        'inline-flex h-11 items-center gap-1.5 rounded-full px-3 sm:h-9 text-xs font-semibold transition disabled:opacity-50',
                        logo.active
                          ? 'bg-emerald-100 text-emerald-800 hover:bg-emerald-200'
                          : 'bg-paper-deep text-muted hover:bg-line',
                      )}
                    >
                      <span
                        aria-hidden="true"
                        className={cn(
                          'size-1.5 rounded-full',
                          logo.active ? 'bg-emerald-600' : 'bg-muted',
                        )}
                      />
                      {logo.active ? m.admin_logo_active() : m.admin_logo_inactive()}
                    </button>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={m.admin_edit_named({ name: logo.name })}
                      onClick={() => setDialog({ logo })}
                    >
                      <LuPencil aria-hidden className="size-4" />
                      {m.admin_edit()}
                    </Button>
                    <PermittedButton
                      permission="delete_portfolio"
                      variant="ghost"
                      size="sm"
                      aria-label={m.admin_delete_named({ name: logo.name })}
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      onClick={() => deletion.ask(logo)}
                    >
                      <LuTrash2 aria-hidden className="size-4" />
                      {m.admin_delete()}
                    </PermittedButton>
                  </div>
                </li>
              ))}
            </ol>
          </Writes>
          <LoadMore list={logos} shown={list.length} />
        </>
      )}

      {deletion.dialog}
      <LogoDialog
        open={dialog !== null}
        logo={dialog?.logo}
        nextOrder={list.length}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
