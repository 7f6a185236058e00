import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The "Back to login" link that every signed-out view other than sign-in carries. */
export function BackToLoginLink() {
  return (
    <Button asChild variant="ghost" className="w-full text-muted-foreground">
      <Link to="/auth/login">
        <ArrowLeftIcon aria-hidden="true" />
        Back to login
      </Link>
    </Button>
  );
}
