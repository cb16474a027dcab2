import {
  INCIDENT_LIMITS,
  INCIDENT_RISKS,
  type IncidentAnswer,
  type IncidentInput,
} from '@prism/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuDownload, LuPencil, LuPlus } from 'react-icons/lu';
import { AdminForm, FormField, showRefusal, useZodForm } from '~/admin/shared/form';
import { formatDate, formatNumber } from '~/admin/shared/format';
import { LoadError } from '~/admin/shared/load-error';
import { LoadMore, loadedItems } from '~/admin/shared/paged-list';
import { notifySuccess } from '~/admin/shared/notify';
import { SkeletonList, TableHead } from '~/admin/shared/placeholders';
import { ScrollableTable } from '~/admin/shared/scrollable-table';
import { FormActions } from '~/admin/shared/form-actions';
import { Button, buttonClass } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { Select } from '~/components/ui/select';
import { cn } from '~/lib/cn';
import { m } from '~/paraglide/messages';
import { INCIDENTS_CSV, incidentsQuery, useSaveIncident } from './privacy';
import {
  dayInstant,
  EMPTY_INCIDENT,
  incidentDraft,
  incidentFormSchema,
  type IncidentDraft,
} from './privacy-logic';
import { card, cardHeading, PrivacyFrame } from './privacy-tabs';

const RISK_LABELS: Record<(typeof INCIDENT_RISKS)[number], () => string> = {
  serious: m.privacy_risk_serious,
  not_serious: m.privacy_risk_not_serious,
  being_assessed: m.privacy_risk_being_assessed,
};

const day = (value: string | null) => (value ? formatDate(dayInstant(value)) : '—');

/**
 * /admin/privacy/incidents (manage_privacy): the register of confidentiality incidents with
 * the regulation's fields, an entry to record or update, and the register as CSV.
 */
export function PrivacyIncidentsScreen() {
  const incidents = useInfiniteQuery(incidentsQuery);
  const shown = loadedItems(incidents.data);
  const [editing, setEditing] = useState<IncidentAnswer | 'new' | null>(null);
  return (
    <PrivacyFrame
      title={m.privacy_title_incidents()}
      description={m.privacy_incidents_description()}
      actions={
        <>
          <a href={INCIDENTS_CSV} download className={buttonClass({ variant: 'secondary' })}>
            <LuDownload aria-hidden className="size-4" />
            {m.privacy_incidents_export()}
          </a>
          {editing === null && (
            <Button type="button" onClick={() => setEditing('new')}>
              <LuPlus aria-hidden className="size-4" />
              {m.privacy_incidents_new()}
            </Button>
          )}
        </>
      }
    >
      {editing !== null && (
        <IncidentForm
          key={editing === 'new' ? 'new' : editing.id}
          incident={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {incidents.isPending ? (
        <SkeletonList count={3} itemClassName="h-14 rounded-2xl" />
      ) : incidents.isError ? (
        <LoadError
          what={m.privacy_incidents_what()}
          error={incidents.error}
          onRetry={() => void incidents.refetch()}
        />
      ) : shown.length === 0 ? (
        <p className="rounded-3xl border border-dashed border-line p-8 text-center text-muted">
          {m.privacy_incidents_empty()}
        </p>
      ) : (
        <ScrollableTable label={m.privacy_title_incidents()} testId="incidents">
          <TableHead
            columns={[
              { label: m.privacy_incident_known_on() },
              { label: m.privacy_incident_information() },
              { label: m.privacy_incident_people() },
              { label: m.privacy_incident_risk() },
              { label: m.privacy_incident_notices() },
              { label: m.privacy_actions(), align: 'right' },
            ]}
          />
          <tbody className="divide-y divide-line">
            {shown.map((incident) => (
              <tr key={incident.id}>
                <td className="px-6 py-3 whitespace-nowrap">{day(incident.knownOn)}</td>
                <td className="max-w-xs truncate px-4 py-3" title={incident.information}>
                  {incident.information}
                </td>
                <td className="px-4 py-3">{formatNumber(incident.peopleConcerned)}</td>
                <td className="px-4 py-3">{RISK_LABELS[incident.risk]()}</td>
                <td className="px-4 py-3 text-xs whitespace-nowrap">
                  {m.privacy_incident_notice_commission({
                    date: day(incident.commissionNotifiedOn),
                  })}
                  <br />
                  {m.privacy_incident_notice_people({ date: day(incident.peopleNotifiedOn) })}
                </td>
                <td className="px-6 py-3 text-right">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => setEditing(incident)}
                    aria-label={m.privacy_incident_edit_named({ date: day(incident.knownOn) })}
                  >
                    <LuPencil aria-hidden className="size-4" />
                    {m.privacy_incident_edit()}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      )}
      <LoadMore list={incidents} shown={shown.length} />
    </PrivacyFrame>
  );
}

function Area({ name, label, hint }: { name: keyof IncidentDraft; label: string; hint?: string }) {
  return (
    <FormField<IncidentDraft> name={name} id={`incident-${name}`} label={label} hint={hint}>
      {(control) => (
        <textarea
          {...control}
          rows={3}
          maxLength={INCIDENT_LIMITS.text}
          className={cn(inputClass, 'resize-y')}
        />
      )}
    </FormField>
  );
}

function DateField({ name, label }: { name: keyof IncidentDraft; label: string }) {
  return <FormField<IncidentDraft> name={name} id={`incident-${name}`} label={label} type="date" />;
}

/** An entry of the register: every field the regulation names, refused field by field. */
function IncidentForm({ incident, onDone }: { incident?: IncidentAnswer; onDone: () => void }) {
  const save = useSaveIncident();
  const form = useZodForm(incidentFormSchema, incident ? incidentDraft(incident) : EMPTY_INCIDENT);
  const onSubmit = (body: IncidentInput) =>
    save.mutate(
      { id: incident?.id, body },
      {
        onSuccess: () => {
          notifySuccess(m.privacy_incident_saved());
          onDone();
        },
        onError: showRefusal(form, m.privacy_incident_save_failed()),
      },
    );
  return (
    <AdminForm
      form={form}
      onSubmit={onSubmit}
      className={card}
      aria-labelledby="privacy-incident-title"
    >
      <div>
        <h2 id="privacy-incident-title" className={cardHeading}>
          {incident ? m.privacy_incident_edit_heading() : m.privacy_incidents_new()}
        </h2>
        <p className="mt-1 text-sm text-muted">{m.privacy_incident_hint()}</p>
      </div>
      <Area name="information" label={m.privacy_incident_information()} />
      <Area name="circumstances" label={m.privacy_incident_circumstances()} />
      <div className="grid gap-6 sm:grid-cols-3">
        <DateField name="occurredFrom" label={m.privacy_incident_from()} />
        <DateField name="occurredTo" label={m.privacy_incident_to()} />
        <DateField name="knownOn" label={m.privacy_incident_known_on()} />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField<IncidentDraft>
          name="peopleConcerned"
          id="incident-peopleConcerned"
          label={m.privacy_incident_people()}
          inputMode="numeric"
        />
        <FormField<IncidentDraft> name="risk" id="incident-risk" label={m.privacy_incident_risk()}>
          {(control) => (
            <Select {...control}>
              {INCIDENT_RISKS.map((risk) => (
                <option key={risk} value={risk}>
                  {RISK_LABELS[risk]()}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <Area name="riskAssessment" label={m.privacy_incident_assessment()} />
      <div className="grid gap-6 sm:grid-cols-2">
        <DateField name="commissionNotifiedOn" label={m.privacy_incident_commission_on()} />
        <DateField name="peopleNotifiedOn" label={m.privacy_incident_people_on()} />
      </div>
      <Area name="measures" label={m.privacy_incident_measures()} />
      <FormActions
        onCancel={onDone}
        pending={save.isPending}
        submitLabel={m.privacy_incident_save()}
        pendingLabel={m.privacy_saving()}
      />
    </AdminForm>
  );
}
