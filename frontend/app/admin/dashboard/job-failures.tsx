import type { JobsStatusAnswer } from '@prism/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LuTriangleAlert } from 'react-icons/lu';
import { api } from '~/admin/shared/api';
import { queryKeys } from '~/admin/shared/query-client';
import { JOB_FAILURES_COPY as COPY } from './job-failures-copy';

export const jobsStatusQuery = queryOptions({
  queryKey: queryKeys.jobsStatus,
  queryFn: () => api<JobsStatusAnswer>('/api/admin/jobs/status'),
});

/** The dashboard's line about scheduled work that failed; nothing while all is well. */
export function JobFailures() {
  const status = useQuery(jobsStatusQuery);
  return status.data ? <JobFailuresView data={status.data} /> : null;
}

export function JobFailuresView({ data }: { data: JobsStatusAnswer }) {
  if (data.failing === 0) return null;
  return (
    <section
      aria-labelledby="job-failures-title"
      className="rounded-3xl border border-amber-200 bg-amber-50 p-6 text-amber-950 shadow-sm"
    >
      <div className="flex gap-3">
        <LuTriangleAlert aria-hidden className="mt-1 size-5 shrink-0" />
        <div className="min-w-0">
          <h2 id="job-failures-title" className="font-semibold">
            {COPY.heading(data.failing)}
          </h2>
          <ul className="mt-2 grid gap-1 text-sm">
            {data.failures.map((job) => (
              <li key={job.id} className="break-words">
                <span className="font-medium">{COPY.names[job.name] ?? job.name}</span> ({job.key}
                ): {job.status === 'failed' ? COPY.givenUp : COPY.retrying},{' '}
                {COPY.attempts(job.attempts)} — {job.error}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
