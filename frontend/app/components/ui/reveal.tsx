import { useEffect, useRef } from 'react';
import { cn } from '~/lib/cn';

let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.add('is-visible');
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: '0px 0px -8% 0px', threshold: 0.05 },
  );
  return observer;
}

/**
 * The block fades in and rises 20 px over 0.8 s (after `delay` seconds)
 * when it scrolls into view. The styles live in app.css: transform and opacity only (no
 * layout shift), nothing hidden without JavaScript or under prefers-reduced-motion.
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
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      element.classList.add('is-visible');
      return;
    }
    const io = sharedObserver();
    io.observe(element);
    return () => io.unobserve(element);
  }, []);
  return (
    <Tag
      ref={ref as React.Ref<never>}
      data-reveal=""
      className={cn(className)}
      style={delay ? ({ '--reveal-delay': `${delay}s` } as React.CSSProperties) : undefined}
    >
      {children}
    </Tag>
  );
}
