import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/auth/auth-store';
import { toast } from '@/lib/toast';
import { buildUser } from '@/test/fixtures';
import { startSignedOut } from '@/test/session';
import { SignedInToaster } from './signed-in-toaster';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('SignedInToaster', () => {
  it('shows no toast while signed out', async () => {
    startSignedOut();
    render(<SignedInToaster />);
    act(() => {
      toast('Document saved successfully');
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByText('Document saved successfully')).not.toBeInTheDocument();
  });

  it('shows a toast made before the outlet mounted, once the user is signed in', async () => {
    startSignedOut();
    render(<SignedInToaster />);
    act(() => {
      toast('Document saved successfully');
    });
    const user = buildUser();
    act(() => {
      useAuthStore.setState({ user, isAuthenticated: true, status: 'idle' });
    });
    expect(await screen.findByText('Document saved successfully')).toBeInTheDocument();
  });
});
