/** The project page's loading state, with its exact text (docs/product.md#project-page). */
export function ProjectLoading() {
  return (
    <div role="status" className="flex min-h-[70vh] items-center justify-center px-5 pt-24">
      <p className="flex items-center gap-3 text-lg text-muted">
        <span
          aria-hidden="true"
          className="size-5 rounded-full border-2 border-line border-t-ink motion-safe:animate-spin"
        />
        Loading project details...
      </p>
    </div>
  );
}
