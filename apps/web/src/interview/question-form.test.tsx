import type { InterviewLists, InterviewQuestion } from '@lexdraft/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { buildQuestion } from '@/test/interview-fixtures';
import { answerErrorMap, QuestionForm } from './question-form';

// The shared question renderer: questions by type, conditions that show and hide them as answers
// change, the spec's required message and list rows, driven as a person would.

const question = (parts: Partial<InterviewQuestion> & Pick<InterviewQuestion, 'id' | 'label'>) =>
  buildQuestion(parts);

const QUESTIONS: InterviewQuestion[] = [
  question({ id: 'rush', label: 'Rush', type: 'yes_no', required: true }),
  question({ id: 'rush_fee', label: 'Rush fee', required: true, shown_if: 'rush' }),
  question({ id: 'client.address', label: 'Client address' }),
  question({ id: 'closing_date', label: 'Closing date', type: 'date' }),
  question({ id: 'deal.kind', label: 'Deal kind', type: 'choice', options: ['asset', 'stock'] }),
  question({ id: 'client.name', label: 'Client name', entity_fills: true }),
  question({
    id: 'sellers',
    label: 'Sellers',
    type: 'list',
    required: true,
    item_fields: [
      { id: 'name', label: 'Name', type: 'text' },
      { id: 'email', label: 'Email', type: 'email' },
    ],
  }),
];

/** The form with the state a caller keeps, and a Check button that validates as Next does. */
function Harness({
  entityChosen = false,
  onLists,
}: {
  entityChosen?: boolean;
  onLists?: (l: InterviewLists) => void;
}) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [lists, setLists] = useState<InterviewLists>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <>
      <QuestionForm
        questions={QUESTIONS}
        answers={answers}
        lists={lists}
        errors={errors}
        entityChosen={entityChosen}
        onAnswer={(id, value) => setAnswers((before) => ({ ...before, [id]: value }))}
        onListChange={(id, rows) => {
          const next = { ...lists, [id]: rows };
          setLists(next);
          onLists?.(next);
        }}
      />
      <button
        type="button"
        onClick={() => setErrors(answerErrorMap(QUESTIONS, answers, lists, { entityChosen }))}
      >
        Check
      </button>
    </>
  );
}

describe('QuestionForm', () => {
  it('shows a conditional question only while its yes/no answer holds', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const rush = screen.getByRole('radiogroup', { name: 'Rush' });
    expect(screen.queryByRole('textbox', { name: 'Rush fee' })).not.toBeInTheDocument();

    await user.click(within(rush).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('textbox', { name: 'Rush fee' })).toBeInTheDocument();
    await user.click(within(rush).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: 'Rush fee' })).not.toBeInTheDocument();
  });

  it('renders each type as its input, and hides what a chosen entity fills', () => {
    const { rerender } = render(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Client address' }).tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Closing date')).toHaveAttribute('type', 'date');
    expect(screen.getAllByRole('radio', { name: /asset|stock/ })).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Client name' })).toBeInTheDocument();
    rerender(<Harness entityChosen />);
    expect(screen.queryByRole('textbox', { name: 'Client name' })).not.toBeInTheDocument();
  });

  it('shows a chosen date as Mon D, YYYY', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Closing date'), '2025-03-09');
    expect(screen.getByText('Mar 9, 2025')).toBeInTheDocument();
  });

  it('marks required questions and says what is missing under each', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const rush = screen.getByRole('radiogroup', { name: 'Rush' });
    expect(rush).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(rush).toHaveAttribute('aria-invalid', 'true');
    expect(rush).toHaveAccessibleDescription('Rush is required');
    expect(screen.getByText('Sellers is required')).toBeInTheDocument();
    // A question not asked is not required.
    expect(screen.queryByText('Rush fee is required')).not.toBeInTheDocument();

    await user.click(within(rush).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const fee = screen.getByRole('textbox', { name: 'Rush fee' });
    expect(fee).toHaveAttribute('aria-invalid', 'true');
    expect(fee).toHaveAccessibleDescription('Rush fee is required');
  });

  it('adds list rows, fills them and removes one', async () => {
    const user = userEvent.setup();
    let lists: InterviewLists = {};
    render(<Harness onLists={(next) => (lists = next)} />);
    const sellers = screen.getByRole('group', { name: 'Sellers' });
    await user.click(within(sellers).getByRole('button', { name: 'Add row' }));
    await user.click(within(sellers).getByRole('button', { name: 'Add row' }));
    const second = screen.getByRole('group', { name: 'Sellers, row 2' });
    await user.type(within(second).getByRole('textbox', { name: 'Name' }), 'Bea');
    const first = screen.getByRole('group', { name: 'Sellers, row 1' });
    await user.type(within(first).getByRole('textbox', { name: 'Name' }), 'Al');
    expect(lists.sellers).toEqual([
      { name: 'Al', email: '' },
      { name: 'Bea', email: '' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove row 1 of Sellers' }));
    expect(lists.sellers).toEqual([{ name: 'Bea', email: '' }]);
    expect(screen.queryByRole('group', { name: 'Sellers, row 2' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Sellers, row 1' })).getByRole('textbox', { name: 'Name' }),
    ).toHaveValue('Bea');
  });
});
