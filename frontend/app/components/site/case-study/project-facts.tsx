import { m } from '~/paraglide/messages';

/** Marketplace and services delivered, beside the project's description. */
export function ProjectFacts({
  marketplace,
  services,
}: {
  marketplace: string;
  services: string[];
}) {
  if (!marketplace && services.length === 0) return null;
  return (
    <dl className="mt-10 grid gap-6 text-sm sm:grid-cols-2" data-testid="project-facts">
      {marketplace ? (
        <div>
          <dt className="text-muted">{m.site_project_marketplace()}</dt>
          <dd className="mt-1 text-base font-semibold">{marketplace}</dd>
        </div>
      ) : null}
      {services.length > 0 ? (
        <div>
          <dt className="text-muted">{m.site_project_services()}</dt>
          <dd className="mt-2">
            <ul className="flex flex-wrap gap-2">
              {services.map((service) => (
                <li
                  key={service}
                  className="rounded-full border border-line px-3 py-1 text-sm font-medium"
                >
                  {service}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
