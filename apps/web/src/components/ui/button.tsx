import * as SlotPrimitive from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '@/lib/utils';

// `fallback:` classes give way to any class of the same property a caller passes (index.css);
// a base class and a variant class never set the same property.
const buttonVariants = cva(
  "inline-flex shrink-0 items-center fallback:justify-center fallback:whitespace-nowrap rounded-md fallback:font-medium fallback:text-sm outline-none transition-all focus-visible:border-ring focus-visible:ring-[3px] disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default:
          'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 focus-visible:ring-ring/50',
        destructive:
          'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/20',
        outline:
          'border border-input bg-card shadow-xs hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50',
        secondary:
          'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80 focus-visible:ring-ring/50',
        ghost: 'hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50',
        link: 'text-primary underline-offset-4 hover:underline focus-visible:ring-ring/50',
      },
      size: {
        default: 'fallback:h-9 fallback:gap-2 fallback:px-4 fallback:py-2 has-[>svg]:px-3',
        sm: 'fallback:h-8 fallback:gap-1.5 fallback:px-3 has-[>svg]:px-2.5',
        lg: 'fallback:h-10 fallback:gap-2 fallback:px-6 has-[>svg]:px-4',
        icon: 'fallback:size-9 fallback:gap-2',
      },
    },
    defaultVariants: {
      variant: 'default',
      size: 'default',
    },
  },
);

function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
  }) {
  const Comp = asChild ? SlotPrimitive.Slot : 'button';

  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}

export { Button, buttonVariants };
