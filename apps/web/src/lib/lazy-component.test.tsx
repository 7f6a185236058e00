import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Count {count}
    </button>
  );
}

describe('lazyComponent', () => {
  it("keeps the state of a part first rendered before its code was here across the parent's renders", async () => {
    let arrive: (component: ComponentType) => void = () => undefined;
    const Part = lazyComponent(() => new Promise<ComponentType>((resolve) => (arrive = resolve)));
    const Parent = ({ label }: { label: string }) => (
      <div>
        {label}
        <Part />
      </div>
    );
    const { rerender } = render(<Parent label="first" />);
    await act(async () => arrive(Counter));
    await userEvent.click(await screen.findByRole('button', { name: 'Count 0' }));

    rerender(<Parent label="second" />);

    expect(screen.getByText('second')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Count 1' })).toBeInTheDocument();
  });

  it('renders at once, without a fallback, once the code is here', async () => {
    const Part = lazyComponent(async () => Counter, <p>Loading</p>);
    await Part.preload();
    render(<Part />);
    expect(screen.getByRole('button', { name: 'Count 0' })).toBeInTheDocument();
  });
});
