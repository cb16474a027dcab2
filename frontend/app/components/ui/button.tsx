import { forwardRef } from 'react';
import { cn } from '~/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'icon';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-paper hover:bg-accent',
  secondary: 'border border-line bg-white text-ink hover:border-ink/40 hover:bg-paper',
  ghost: 'text-ink-soft hover:bg-paper-deep hover:text-ink',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

/**
 * Small buttons are full 44 px touch targets on phones and compact from 640 px up. Heights
 * are minimums: a label longer than its frame (French runs about 30 % longer) wraps onto a
 * second line instead of pushing the page wider than the screen.
 */
const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-11 gap-1.5 px-4 py-1.5 text-sm sm:min-h-9',
  md: 'min-h-11 gap-2 px-6 py-2 text-sm',
  icon: 'size-11 sm:size-9',
};

/** The class list of a button, for links that look like one. */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(
    'inline-flex max-w-full shrink-0 items-center justify-center rounded-full text-center font-semibold transition disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export const Button = forwardRef<
  HTMLButtonElement,
  React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }
>(function Button({ variant, size, className, type = 'button', ...props }, ref) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass({ variant, size, className })}
      {...props}
    />
  );
});
