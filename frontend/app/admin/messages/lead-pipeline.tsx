import {
  LEAD_STAGES,
  NOTE_MAX,
  noteSchema,
  type AssigneeAnswer,
  type ContactMessageAnswer,
  type NoteInput,
} from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { LuMessageSquareText, LuTrash2 } from 'react-icons/lu';
import { AdminForm, showRefusal, FormField, useZodForm } from '~/admin/shared/form';
import { Button } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import { formatDate } from '~/admin/shared/format';
import {
  LEAD_FORM_FIELDS,
  leadFormDefaults,
  leadFormSchema,
  type LeadFormInput,
  type LeadFormOutput,
} from './lead-form';
import { assigneesQuery, notesQuery, useAddNote, useDeleteNote, useUpdateLead } from './messages';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { can, useSession } from '~/admin/shared/session';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';
import { stageLabel } from '~/admin/shared/options';

/** A lead's stage and assignee, changed in place. */
export function LeadPipelineBar({ message }: { message: ContactMessageAnswer }) {
  // Here, not in the form: the form starts again (key) when the saved lead changes, and the
  // save's toast must outlive that.
  const update = useUpdateLead();
  return (
    <LeadPipelineForm
      key={`${message.stage}-${message.assignee?.id ?? ''}`}
      message={message}
      update={update}
    />
  );
}

function LeadPipelineForm({
  message,
  update,
}: {
  message: ContactMessageAnswer;
  update: ReturnType<typeof useUpdateLead>;
}) {
  const { session } = useSession();
  const assignees = useQuery(assigneesQuery);
  const form = useZodForm(leadFormSchema, leadFormDefaults(message));
  const disabled = !can(session, 'reply_messages') || update.isPending;
  // Each select saves on its own and sends only what it changed.
  const save = (field: (typeof LEAD_FORM_FIELDS)[number]) =>
    form.handleSubmit((values: LeadFormOutput) =>
      update.mutate(
        { id: message.id, [field]: values[field] },
        {
          onSuccess: () => notifySuccess(m.admin_lead_updated()),
          onError: showRefusal(form, m.admin_lead_update_failed(), { fields: LEAD_FORM_FIELDS }),
        },
      ),
    )();
  const options = {
    stage: LEAD_STAGES.map(({ value }) => ({ value, label: stageLabel(value) })),
    assigneeId: [
      { value: '', label: m.admin_lead_nobody() },
      ...withCurrent(assignees.data ?? [], message.assignee).map((user) => ({
        value: String(user.id),
        label: user.username,
      })),
    ],
  };
  return (
    <AdminForm
      form={form}
      onSubmit={() => undefined}
      className="mt-4 flex flex-wrap items-start gap-3 text-sm"
    >
      {(
        [
          ['stage', m.admin_lead_stage(), 'stage'],
          ['assigneeId', m.admin_lead_assignee(), 'assignee'],
        ] as const
      ).map(([name, label, idPart]) => (
        <FormField<LeadFormInput>
          key={name}
          name={name}
          id={`lead-${message.id}-${idPart}`}
          label={label}
        >
          {(control) => (
            <Select
              {...control}
              disabled={disabled}
              onChange={(event) => void control.onChange(event).then(() => save(name))}
              className="w-auto"
            >
              {options[name].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ))}
    </AdminForm>
  );
}

/** The current assignee stays selectable while the staff list loads. */
function withCurrent(list: AssigneeAnswer[], current: AssigneeAnswer | null): AssigneeAnswer[] {
  return current && !list.some((u) => u.id === current.id) ? [current, ...list] : list;
}

const SOURCE_LABELS = [
  ['sourcePage', m.admin_lead_source_page()],
  ['referrer', m.admin_lead_referrer()],
  ['utmSource', 'utm_source'],
  ['utmMedium', 'utm_medium'],
  ['utmCampaign', 'utm_campaign'],
  ['utmTerm', 'utm_term'],
  ['utmContent', 'utm_content'],
] as const;

/** Where the lead came from, as the site form captured it; nothing when unknown. */
export function LeadSource({ message }: { message: ContactMessageAnswer }) {
  const rows = SOURCE_LABELS.filter(([field]) => message[field]);
  if (rows.length === 0) return null;
  return (
    <dl
      aria-label={m.admin_lead_source()}
      className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs text-muted"
    >
      {rows.map(([field, label]) => (
        <div key={field} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="truncate" title={message[field] ?? undefined}>
            {message[field]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Internal notes: staff add to the thread; owners can remove a note. */
export function LeadNotes({ messageId }: { messageId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="mt-5">
      <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
        <LuMessageSquareText aria-hidden className="size-4" />
        {open ? m.admin_notes_hide() : m.admin_notes_show()}
      </Button>
      {open && <NotesThread messageId={messageId} />}
    </section>
  );
}

function NotesThread({ messageId }: { messageId: number }) {
  const { session } = useSession();
  const notes = useQuery(notesQuery(messageId));
  const add = useAddNote(messageId);
  const remove = useDeleteNote(messageId);
  const form = useZodForm(noteSchema, { body: '' });
  const empty = useWatch({ control: form.control, name: 'body' }).trim().length === 0;
  const onSubmit = ({ body }: NoteInput) =>
    add.mutate(body, {
      onSuccess: () => form.reset(),
      onError: showRefusal(form, m.admin_notes_add_failed(), { fields: ['body'] }),
    });
  return (
    <div className="mt-3 grid gap-3 rounded-2xl border border-line bg-paper p-4">
      {notes.isPending ? (
        <p className="text-sm text-muted">{m.admin_notes_loading()}</p>
      ) : notes.isError ? (
        <p role="alert" className="text-sm text-red-900">
          {m.admin_notes_load_failed()}
        </p>
      ) : notes.data.length === 0 ? (
        <p className="text-sm text-muted">{m.admin_notes_none()}</p>
      ) : (
        <ol className="grid gap-3" aria-label={m.admin_notes_list()}>
          {notes.data.map((note) => (
            <li key={note.id} className="text-sm">
              <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
                <span className="font-semibold text-ink-soft">{note.authorName}</span>
                <time dateTime={note.createdAt}>{formatDate(note.createdAt)}</time>
                {note.editedAt && <span>{m.admin_notes_edited()}</span>}
                {can(session, 'edit_notes') && (
                  <button
                    type="button"
                    aria-label={m.admin_notes_delete_label({ author: note.authorName })}
                    onClick={() =>
                      remove.mutate(note.id, {
                        onSuccess: () => notifySuccess(m.admin_notes_deleted()),
                        onError: (error) => notifyFailure(m.admin_notes_delete_failed(), error),
                      })
                    }
                    className="rounded p-1 text-red-700 hover:bg-red-50"
                  >
                    <LuTrash2 aria-hidden className="size-3.5" />
                  </button>
                )}
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-ink">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      {can(session, 'reply_messages') && (
        <AdminForm form={form} onSubmit={onSubmit} className="grid gap-2">
          <FormField<NoteInput>
            name="body"
            id={`lead-${messageId}-note`}
            label={m.admin_notes_add_label()}
            labelHidden
          >
            {(control) => (
              <textarea
                {...control}
                maxLength={NOTE_MAX}
                rows={2}
                placeholder={m.admin_notes_placeholder()}
                className={cn(inputClass, 'min-h-16')}
              />
            )}
          </FormField>
          <Button type="submit" size="sm" disabled={empty || add.isPending} className="w-fit">
            {m.admin_notes_add()}
          </Button>
        </AdminForm>
      )}
    </div>
  );
}
