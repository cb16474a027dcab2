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

/** Small buttons are full 44 px touch targets on phones and compact from 640 px up. */
const SIZES: Record<ButtonSize, string> = {
  sm: 'h-11 gap-1.5 px-4 text-sm sm:h-9',
  md: 'h-11 gap-2 px-6 text-sm',
  icon: 'size-11 sm:size-9',
};

/** The class list of a button, for links that look like one. */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-full font-semibold whitespace-nowrap transition disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
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
