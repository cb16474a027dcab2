import {
  LEAD_STAGES,
  NOTE_MAX,
  type AssigneeDto,
  type ContactMessageDto,
  type LeadStage,
} from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuMessageSquareText, LuTrash2 } from 'react-icons/lu';
import { Button } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import { formatDate } from '~/lib/admin/format';
import {
  assigneesQuery,
  notesQuery,
  useAddNote,
  useDeleteNote,
  useUpdateLead,
} from '~/lib/admin/messages';
import { notifyFailure, notifySuccess } from '~/lib/admin/notify';
import { can, useSession } from '~/lib/admin/session';
import { cn } from '~/lib/cn';

/** A lead's stage and assignee, changed in place. */
export function LeadPipelineBar({ message }: { message: ContactMessageDto }) {
  const { session } = useSession();
  const assignees = useQuery(assigneesQuery);
  const update = useUpdateLead();
  const mayChange = can(session, 'reply_messages');
  const change = (patch: { stage?: LeadStage; assigneeId?: number | null }) =>
    update.mutate(
      { id: message.id, ...patch },
      {
        onSuccess: () => notifySuccess('Lead updated'),
        onError: (error) => notifyFailure('Failed to update lead', error),
      },
    );
  const stageId = `lead-${message.id}-stage`;
  const assigneeId = `lead-${message.id}-assignee`;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      <label htmlFor={stageId} className="font-semibold text-ink-soft">
        Stage
      </label>
      <Select
        id={stageId}
        value={message.stage}
        disabled={!mayChange || update.isPending}
        onChange={(event) => change({ stage: event.target.value as LeadStage })}
        className="h-10 w-auto py-1.5"
      >
        {LEAD_STAGES.map((stage) => (
          <option key={stage.value} value={stage.value}>
            {stage.label}
          </option>
        ))}
      </Select>
      <label htmlFor={assigneeId} className="font-semibold text-ink-soft">
        Assignee
      </label>
      <Select
        id={assigneeId}
        value={message.assignee ? String(message.assignee.id) : ''}
        disabled={!mayChange || update.isPending}
        onChange={(event) =>
          change({ assigneeId: event.target.value ? Number(event.target.value) : null })
        }
        className="h-10 w-auto py-1.5"
      >
        <option value="">Nobody</option>
        {withCurrent(assignees.data ?? [], message.assignee).map((user) => (
          <option key={user.id} value={user.id}>
            {user.username}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** The current assignee stays selectable while the staff list loads. */
function withCurrent(list: AssigneeDto[], current: AssigneeDto | null): AssigneeDto[] {
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
export function LeadSource({ message }: { message: ContactMessageDto }) {
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
  const [draft, setDraft] = useState('');
  const inputId = `lead-${messageId}-note`;
  const submit = (event: React.SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft.trim()) return;
    add.mutate(draft, {
      onSuccess: () => setDraft(''),
      onError: (error) => notifyFailure('Failed to add note', error),
    });
  };
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
        <form onSubmit={submit} className="grid gap-2">
          <label htmlFor={inputId} className="sr-only">
            Add a note
          </label>
          <textarea
            id={inputId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={NOTE_MAX}
            rows={2}
            placeholder="Add a note for the team"
            className={cn(inputClass, 'min-h-16')}
          />
          <Button
            type="submit"
            size="sm"
            disabled={!draft.trim() || add.isPending}
            className="w-fit"
          >
            Add Note
          </Button>
        </form>
      )}
    </div>
  );
}
