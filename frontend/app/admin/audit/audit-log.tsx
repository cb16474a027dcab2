import { AUDIT_LIMITS, auditSettingsSchema, type AuditEntryAnswer } from '@prism/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuDownload, LuScrollText } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import { AdminForm, showRefusal, FormField, useZodForm } from '~/admin/shared/form';
import { LoadError } from '~/admin/shared/load-error';
import { PageHeader } from '~/admin/shared/page-header';
import { LoadMore, loadedItems } from '~/admin/shared/paged-list';
import { SkeletonList, TableHead } from '~/admin/shared/placeholders';
import { ScrollableTable } from '~/admin/shared/scrollable-table';
import { Button, buttonClass } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import { Spinner } from '~/components/ui/spinner';
import {
  auditFilterFrom,
  auditQuery,
  auditQueryString,
  changeLines,
  auditSettingsQuery,
  targetText,
  useSaveAuditSettings,
  type AuditFilter,
} from './audit';
import { formatDateTime } from '~/admin/shared/format';
import { notifySuccess } from '~/admin/shared/notify';
import { cn } from '~/lib/cn';
import { knownFieldLabel } from '~/admin/shared/field-labels';
import { m } from '~/paraglide/messages';

/** The action filter's choices: each area's prefix (the server matches `area.` as a prefix). */
const ACTION_AREAS: { value: string; label: () => string }[] = [
  { value: 'auth.', label: m.admin_audit_area_auth },
  { value: 'session.', label: m.admin_sessions_list },
  { value: 'user.', label: m.admin_nav_users },
  { value: 'portfolio.', label: m.admin_nav_portfolio },
  { value: 'logo.', label: m.admin_audit_area_logos },
  { value: 'message.', label: m.admin_nav_messages },
  { value: 'note.', label: m.admin_notes_list },
  { value: 'settings.', label: m.admin_audit_area_settings },
  { value: 'mail.', label: m.admin_audit_area_mail },
  { value: 'audit.', label: m.admin_audit_area_audit },
];

/**
 * /admin/audit (view_audit, owners): who changed what, when and from where, newest first,
 * filtered by actor, action and dates (kept in the address), a page at a time, with the
 * same filter as a CSV download and the retention setting.
 */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const filter = auditFilterFrom(params);
  const log = useInfiniteQuery(auditQuery(filter));
  const entries = loadedItems(log.data);
  const exportHref = `/api/admin/audit/export.csv${auditQueryString(filter)}`;

  const apply = (next: AuditFilter) =>
    setParams(
      () => {
        const search = new URLSearchParams();
        for (const key of ['actor', 'action', 'from', 'to'] as const) {
          if (next[key]) search.set(key, next[key]);
        }
        return search;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader
        eyebrow={m.admin_title_security()}
        title={m.admin_title_audit()}
        description={m.admin_audit_description()}
        actions={
          <a href={exportHref} download className={buttonClass({ variant: 'secondary' })}>
            <LuDownload aria-hidden className="size-4" />
            {m.admin_inbox_export()}
          </a>
        }
      />

      <AuditFilters key={params.toString()} filter={filter} onApply={apply} />

      <div className="relative">
        {log.isFetching && !log.isFetchingNextPage && log.data && (
          <span className="absolute -top-6 right-0">
            <Spinner label={m.admin_audit_loading()} className="size-4 text-muted" />
          </span>
        )}
        {log.isPending ? (
          <SkeletonList count={4} itemClassName="h-14 rounded-2xl" />
        ) : log.isError ? (
          <LoadError
            what={m.admin_audit_what()}
            error={log.error}
            onRetry={() => void log.refetch()}
          />
        ) : entries.length === 0 ? (
          <div className="flex flex-col items-center rounded-3xl border border-dashed border-line bg-white/60 px-6 py-16 text-center">
            <LuScrollText aria-hidden className="size-8 text-muted" />
            <p className="mt-4 font-display text-xl">{m.admin_audit_none()}</p>
          </div>
        ) : (
          // Wider than a phone: the table scrolls inside its frame, which keyboards can reach.
          <ScrollableTable label={m.admin_audit_table()} caption={m.admin_audit_entries()}>
            <TableHead
              columns={[
                { label: m.admin_audit_when() },
                { label: m.admin_audit_who() },
                { label: m.admin_audit_action() },
                { label: m.admin_audit_target() },
                { label: m.admin_audit_changes() },
                { label: m.admin_audit_address() },
              ]}
            />
            <tbody className="divide-y divide-line">
              {entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </ScrollableTable>
        )}
      </div>

      {entries.length > 0 && <LoadMore list={log} shown={entries.length} />}

      <RetentionCard />
    </div>
  );
}

/** The filter form: applied on submit, so typing a name does not query per keystroke. */
function AuditFilters({
  filter,
  onApply,
}: {
  filter: AuditFilter;
  onApply: (filter: AuditFilter) => void;
}) {
  const [draft, setDraft] = useState({
    actor: filter.actor,
    action: filter.action,
    from: filter.from,
    to: filter.to,
  });
  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  const known = ACTION_AREAS.some((a) => a.value === draft.action);
  const label = 'mb-1 block text-xs font-semibold tracking-wider text-muted uppercase';

  return (
    <form
      aria-label={m.admin_audit_filter()}
      className="grid gap-4 rounded-3xl border border-line bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ ...draft, actor: draft.actor.trim(), action: draft.action.trim() });
      }}
    >
      <div>
        <label htmlFor="audit-actor" className={label}>
          {m.admin_audit_actor()}
        </label>
        <input
          id="audit-actor"
          value={draft.actor}
          onChange={set('actor')}
          placeholder={m.admin_audit_any_username()}
          maxLength={AUDIT_LIMITS.filterText}
          className={cn(inputClass, 'h-11 py-2')}
        />
      </div>
      <div>
        <label htmlFor="audit-action" className={label}>
          {m.admin_audit_action()}
        </label>
        <Select id="audit-action" value={draft.action} onChange={set('action')}>
          <option value="">{m.admin_audit_every_action()}</option>
          {ACTION_AREAS.map((area) => (
            <option key={area.value} value={area.value}>
              {area.label()}
            </option>
          ))}
          {!known && draft.action && <option value={draft.action}>{draft.action}</option>}
        </Select>
      </div>
      <div>
        <label htmlFor="audit-from" className={label}>
          {m.admin_audit_from()}
        </label>
        <input
          id="audit-from"
          type="date"
          value={draft.from}
          onChange={set('from')}
          className={cn(inputClass, 'h-11 py-2')}
        />
      </div>
      <div>
        <label htmlFor="audit-to" className={label}>
          {m.admin_audit_to()}
        </label>
        <input
          id="audit-to"
          type="date"
          value={draft.to}
          onChange={set('to')}
          className={cn(inputClass, 'h-11 py-2')}
        />
      </div>
      <div className="flex items-end gap-2">
        <Button type="submit">{m.admin_audit_apply()}</Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => onApply({ actor: '', action: '', from: '', to: '' })}
        >
          {m.admin_audit_clear()}
        </Button>
      </div>
    </form>
  );
}

function AuditRow({ entry }: { entry: AuditEntryAnswer }) {
  const changes = changeLines(entry.changes);
  const target = targetText(entry);
  return (
    <tr className="align-top">
      <td className="px-6 py-4 whitespace-nowrap text-muted">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </td>
      <td className="px-4 py-4 font-medium [overflow-wrap:anywhere]">{entry.actorName}</td>
      <td className="px-4 py-4">
        <code className="rounded-md bg-paper-deep px-2 py-1 text-xs">{entry.action}</code>
      </td>
      {/* Names and addresses run long unbroken (e2e-editor-…@studio.example): they may
          break anywhere rather than push the Address column out of the frame. */}
      <td className="px-4 py-4 [overflow-wrap:anywhere]">{target}</td>
      <td className="px-4 py-4">
        {changes.length > 0 && (
          <ul className="grid gap-1 text-xs">
            {changes.map(({ field, text }) => (
              <li key={field} className="[overflow-wrap:anywhere]">
                <AuditField field={field} />: {text}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className="px-6 py-4 whitespace-nowrap text-muted tabular-nums">{entry.ip ?? ''}</td>
    </tr>
  );
}

/** A changed field as its form labels it; a key no form shows stays a key, as code. */
function AuditField({ field }: { field: string }) {
  const label = knownFieldLabel(field);
  return label ? (
    <span className="font-semibold">{label}</span>
  ) : (
    <code className="font-semibold">{field}</code>
  );
}

/** How long entries are kept: saving sweeps older ones at once. */
function RetentionCard() {
  const settings = useQuery(auditSettingsQuery);
  return (
    <section
      aria-labelledby="audit-retention"
      className="grid gap-4 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="audit-retention" className="font-display text-xl font-medium tracking-tight">
        {m.admin_audit_retention()}
      </h2>
      {settings.isPending ? (
        <div aria-hidden="true" className="h-20 animate-pulse rounded-2xl bg-paper-deep" />
      ) : settings.isError ? (
        <LoadError
          what={m.admin_audit_retention_what()}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <RetentionForm retentionDays={settings.data.retentionDays} />
      )}
    </section>
  );
}

function RetentionForm({ retentionDays }: { retentionDays: number }) {
  const save = useSaveAuditSettings();
  const form = useZodForm(auditSettingsSchema, { retentionDays });
  return (
    <AdminForm
      form={form}
      aria-label={m.admin_audit_retention_label()}
      className="flex flex-col gap-4 sm:flex-row sm:items-end"
      onSubmit={(values) =>
        save.mutate(values, {
          onSuccess: (saved) => {
            form.reset(saved);
            notifySuccess(m.admin_audit_retention_saved(), m.admin_audit_retention_swept());
          },
          onError: showRefusal(form, m.admin_audit_retention_failed()),
        })
      }
    >
      <FormField
        name="retentionDays"
        id="audit-retention-days"
        label={m.admin_audit_keep_days()}
        hint={m.admin_audit_keep_hint({
          min: AUDIT_LIMITS.minRetentionDays,
          max: AUDIT_LIMITS.maxRetentionDays,
        })}
        type="number"
        inputMode="numeric"
        min={AUDIT_LIMITS.minRetentionDays}
        max={AUDIT_LIMITS.maxRetentionDays}
        className="sm:w-72"
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? m.admin_saving_ellipsis() : m.admin_audit_retention_submit()}
      </Button>
    </AdminForm>
  );
}
