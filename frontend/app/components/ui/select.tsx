import { forwardRef } from 'react';
import { inputClass } from './field';
import { cn } from '~/lib/cn';

const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16' fill='none' stroke='%23121115' stroke-width='2'%3E%3Cpath d='m4 6 4 4 4-4'/%3E%3C/svg%3E\")";

/**
 * The text inputs' look with less padding: 10 + 24 + 10 px and the border make 46 px, a
 * full touch target whose text is never cut. Callers set no height or padding of their
 * own (`cn` does not merge classes, so a second py-* would fight this one).
 */
const SELECT_BOX = inputClass.replace('py-3', 'py-2.5');

/**
 * A native select styled like the text inputs: the platform's own picker (the best one on
 * phones), keyboard and screen-reader support for free, and a plain value for forms.
 */
export const Select = forwardRef<HTMLSelectElement, React.SelectHTMLAttributes<HTMLSelectElement>>(
  function Select({ className, style, ...props }, ref) {
    return (
      <select
        ref={ref}
        className={cn(
          SELECT_BOX,
          'appearance-none bg-[length:1rem] bg-[right_1rem_center] bg-no-repeat pr-10',
          className,
        )}
        style={{ backgroundImage: CHEVRON, ...style }}
        {...props}
      />
    );
  },
);
