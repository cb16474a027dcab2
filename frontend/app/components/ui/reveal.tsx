import { cn } from '~/lib/cn';

/**
 * A block that fades in and rises 20 px over 0.8 s (after `delay` seconds) when it scrolls
 * into view: the `reveal` island does it (islands/reveal.ts); transform and opacity only,
 * nothing hidden without JavaScript or under prefers-reduced-motion (app.css).
 */
export function Reveal({
  children,
  delay = 0,
  className,
  as: Tag = 'div',
}: {
  children: React.ReactNode;
  delay?: number;
  className?: string;
  as?: 'div' | 'li' | 'section' | 'article';
}) {
  return (
    <Tag
      data-reveal=""
      className={cn(className) || undefined}
      style={delay ? ({ '--reveal-delay': `${delay}s` } as React.CSSProperties) : undefined}
    >
      {children}
    </Tag>
  );
}
