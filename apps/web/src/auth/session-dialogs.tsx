import { INACTIVITY_WARNING_MS, SESSION_EXPIRY_MS } from '@lexdraft/core';
import { ClockIcon, LockIcon } from 'lucide-react';
import type * as React from 'react';
import { PendingButton } from '@/components/pending-button';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

const MINUTE_MS = 60_000;
const WARNING_LEAD_MINUTES = Math.round((SESSION_EXPIRY_MS - INACTIVITY_WARNING_MS) / MINUTE_MS);
const EXPIRY_MINUTES = Math.round(SESSION_EXPIRY_MS / MINUTE_MS);

// Both dialogs are controlled without onOpenChange: Escape and outside clicks cannot close them,
// only the buttons can.

function DialogIcon({ children, tone }: { children: React.ReactNode; tone: 'warning' | 'primary' }) {
  const colours = tone === 'warning' ? 'bg-warning/15 text-warning-foreground' : 'bg-primary/10 text-primary';
  return (
    <div className={`mx-auto mb-1 flex size-11 items-center justify-center rounded-full sm:mx-0 ${colours}`}>
      {children}
    </div>
  );
}

interface SessionExpiringDialogProps {
  open: boolean;
  extending: boolean;
  onExtend: () => void;
  onSignOut: () => void;
}

/** "Session Expiring Soon": the user chooses between Extend Session and Sign Out. */
export function SessionExpiringDialog({ open, extending, onExtend, onSignOut }: SessionExpiringDialogProps) {
  return (
    <AlertDialog open={open}>
      <AlertDialogContent className="sm:max-w-md">
        <AlertDialogHeader>
          <DialogIcon tone="warning">
            <ClockIcon className="size-5" aria-hidden="true" />
          </DialogIcon>
          <AlertDialogTitle>Session Expiring Soon</AlertDialogTitle>
          <AlertDialogDescription className="leading-relaxed">
            You will be signed out in {WARNING_LEAD_MINUTES} minutes because of inactivity. Extend your
            session to keep working.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button variant="outline" onClick={onSignOut} disabled={extending}>
            Sign Out
          </Button>
          <PendingButton onClick={onExtend} pending={extending}>
            Extend Session
          </PendingButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

interface SessionExpiredDialogProps {
  open: boolean;
  onReturnToSignIn: () => void;
}

/** "Session Expired": one way out, back to the sign-in page. */
export function SessionExpiredDialog({ open, onReturnToSignIn }: SessionExpiredDialogProps) {
  return (
    <AlertDialog open={open}>
      <AlertDialogContent className="sm:max-w-md">
        <AlertDialogHeader>
          <DialogIcon tone="primary">
            <LockIcon className="size-5" aria-hidden="true" />
          </DialogIcon>
          <AlertDialogTitle>Session Expired</AlertDialogTitle>
          <AlertDialogDescription className="leading-relaxed">
            For your security, your session expired after {EXPIRY_MINUTES} minutes of inactivity. Sign in
            again to continue.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button onClick={onReturnToSignIn}>Return to Sign In</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
