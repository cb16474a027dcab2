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
import { AdminForm, applyServerErrors, FormField, useZodForm } from '~/admin/shared/form';
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
          onSuccess: () => notifySuccess('Lead updated'),
          onError: (error) => {
            notifyFailure('Failed to update lead', error);
            applyServerErrors(form.setError, error, { fields: LEAD_FORM_FIELDS });
          },
        },
      ),
    )();
  const options = {
    stage: LEAD_STAGES.map(({ value, label }) => ({ value, label })),
    assigneeId: [
      { value: '', label: 'Nobody' },
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
          ['stage', 'Stage', 'stage'],
          ['assigneeId', 'Assignee', 'assignee'],
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
  ['sourcePage', 'Page'],
  ['referrer', 'Referrer'],
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
      aria-label="Source"
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
        {open ? 'Hide notes' : 'Internal notes'}
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
      onError: (error) => {
        notifyFailure('Failed to add note', error);
        applyServerErrors(form.setError, error, { fields: ['body'] });
      },
    });
  return (
    <div className="mt-3 grid gap-3 rounded-2xl border border-line bg-paper p-4">
      {notes.isPending ? (
        <p className="text-sm text-muted">Loading notes…</p>
      ) : notes.isError ? (
        <p role="alert" className="text-sm text-red-900">
          Could not load notes.
        </p>
      ) : notes.data.length === 0 ? (
        <p className="text-sm text-muted">No notes yet.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Notes">
          {notes.data.map((note) => (
            <li key={note.id} className="text-sm">
              <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
                <span className="font-semibold text-ink-soft">{note.authorName}</span>
                <time dateTime={note.createdAt}>{formatDate(note.createdAt)}</time>
                {note.editedAt && <span>(edited)</span>}
                {can(session, 'edit_notes') && (
                  <button
                    type="button"
                    aria-label={`Delete note by ${note.authorName}`}
                    onClick={() =>
                      remove.mutate(note.id, {
                        onSuccess: () => notifySuccess('Note deleted'),
                        onError: (error) => notifyFailure('Failed to delete note', error),
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
            label="Add a note"
            labelHidden
          >
            {(control) => (
              <textarea
                {...control}
                maxLength={NOTE_MAX}
                rows={2}
                placeholder="Add a note for the team"
                className={cn(inputClass, 'min-h-16')}
              />
            )}
          </FormField>
          <Button type="submit" size="sm" disabled={empty || add.isPending} className="w-fit">
            Add Note
          </Button>
        </AdminForm>
      )}
    </div>
  );
}
