import { m } from '~/paraglide/messages';

/** Challenge and approach, side by side on desktop; the staff's line breaks are kept. */
export function CaseStudyStory({ challenge, approach }: { challenge: string; approach: string }) {
  const parts = [
    { title: m.site_case_challenge(), text: challenge },
    { title: m.site_case_approach(), text: approach },
  ].filter((p) => p.text.trim());
  if (parts.length === 0) return null;
  return (
    <section className="mt-24 grid gap-12 lg:grid-cols-2" data-testid="case-study-story">
      {parts.map((part) => (
        <div key={part.title} className="border-t border-line pt-8">
          <h2 className="font-display text-3xl font-medium tracking-tight">{part.title}</h2>
          <p className="mt-6 text-lg leading-relaxed whitespace-pre-line text-ink-soft">
            {part.text}
          </p>
        </div>
      ))}
    </section>
  );
}
