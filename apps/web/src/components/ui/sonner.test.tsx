import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './sonner';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('Toaster', () => {
  it('shows only the newest toast when two are fired', async () => {
    render(<Toaster />);

    act(() => {
      toast('Document saved successfully');
      toast.error('Failed to save document');
    });

    const newest = await screen.findByText('Failed to save document');
    const toasts = Array.from(document.querySelectorAll('[data-sonner-toast]'));
    const visible = toasts.filter((element) => element.getAttribute('data-visible') === 'true');

    expect(visible).toHaveLength(1);
    expect(visible[0]).toContainElement(newest);
  });
});
