import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

const variants = ['default', 'secondary', 'destructive', 'outline', 'success', 'warning'] as const;

describe('Badge', () => {
  it('renders each of the six variants with its own classes', () => {
    render(
      <div>
        {variants.map((variant) => (
          <Badge key={variant} variant={variant}>
            {variant}
          </Badge>
        ))}
      </div>,
    );

    const classNames = variants.map((variant) => {
      const badge = screen.getByText(variant);
      expect(badge).toHaveAttribute('data-slot', 'badge');
      return badge.className;
    });
    expect(new Set(classNames).size).toBe(variants.length);
  });

  it('merges a caller className over the variant classes', () => {
    render(<Badge className="px-4">Custom</Badge>);
    const badge = screen.getByText('Custom');
    expect(badge).toHaveClass('px-4');
    expect(badge).not.toHaveClass('px-2');
  });
});
