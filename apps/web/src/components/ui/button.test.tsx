import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('renders a button element by default', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('data-slot', 'button');
  });

  it('renders its child element instead of a button with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/documents">Documents</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Documents' });
    expect(link).toHaveAttribute('href', '/documents');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).toHaveClass('border-input');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
