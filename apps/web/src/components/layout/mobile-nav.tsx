import { MenuIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { useNavItems } from './nav-items';

/** The primary navigation folded into a menu button for phone widths. */
export function MobileNav({ className }: { className?: string }) {
  const items = useNavItems();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={cn('-ml-2', className)}
          aria-label="Open navigation menu"
        >
          <MenuIcon className="size-5" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-56">
        {items.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <NavLink to={item.to} className="aria-[current=page]:bg-accent aria-[current=page]:font-medium">
              <item.icon aria-hidden="true" />
              {item.label}
            </NavLink>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
