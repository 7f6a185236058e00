import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';
import { useNavItems } from './nav-items';

/** The top bar's section links, shown from tablet width up. */
export function PrimaryNav({ className }: { className?: string }) {
  const items = useNavItems();
  return (
    <nav aria-label="Primary" className={cn('h-full', className)}>
      <ul className="flex h-full items-center gap-1">
        {items.map((item) => (
          <li key={item.to} className="h-full">
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                cn(
                  'relative flex h-full items-center gap-2 px-3 font-medium text-sm outline-none transition-colors hover:text-foreground',
                  'focus-visible:rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset',
                  'after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full',
                  isActive
                    ? 'text-foreground after:bg-primary'
                    : 'text-muted-foreground after:bg-transparent',
                )
              }
            >
              <item.icon className="size-4" aria-hidden="true" />
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
