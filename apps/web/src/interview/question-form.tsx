import {
  answerErrors,
  type InterviewAnswers,
  type InterviewLists,
  type InterviewQuestion,
  shownQuestions,
} from '@lexdraft/core';
import { ListQuestion, type ListRow } from './list-question';
import { QuestionInput } from './question-input';

/**
 * The props of QuestionForm, shared by the firm's questionnaire (Use Template) and the client's
 * intake page. The form holds no state: the caller keeps the answers and the errors.
 */
export interface QuestionFormProps {
  /** The questions to render (all of an interview, or one step's); only those shown are drawn. */
  questions: readonly InterviewQuestion[];
  /** Every answer given so far, by question id: conditions read them, also across steps. */
  answers: InterviewAnswers;
  /** The rows of the list questions, by question id. */
  lists: InterviewLists;
  onAnswer: (id: string, value: string) => void;
  onListChange: (id: string, rows: ListRow[]) => void;
  /** A message under a question, by question id (`{label} is required`). */
  errors: Record<string, string>;
  /** While a save or a submit runs. */
  disabled?: boolean;
  /** A linked entity fills its record fields: their questions are not asked. */
  entityChosen?: boolean;
}

/**
 * The questions asked for the answers so far (core's shownQuestions), each by its type: a question
 * appears or goes as soon as an answer its condition reads changes. One column, so it fits a phone.
 */
export function QuestionForm({
  questions,
  answers,
  lists,
  onAnswer,
  onListChange,
  errors,
  disabled,
  entityChosen,
}: QuestionFormProps) {
  const shown = shownQuestions(questions, answers, { entityChosen });
  return (
    <div className="grid min-w-0 gap-5">
      {shown.map((question) =>
        question.type === 'list' ? (
          <ListQuestion
            key={question.id}
            question={question}
            rows={lists[question.id] ?? []}
            onChange={(rows) => onListChange(question.id, rows)}
            error={errors[question.id]}
            disabled={disabled}
          />
        ) : (
          <QuestionInput
            key={question.id}
            question={question}
            value={answers[question.id] ?? ''}
            onChange={(value) => onAnswer(question.id, value)}
            error={errors[question.id]}
            disabled={disabled}
          />
        ),
      )}
    </div>
  );
}

/** What is wrong with the answers to the shown questions (core's answerErrors), by question id. */
export function answerErrorMap(
  questions: readonly InterviewQuestion[],
  answers: InterviewAnswers,
  lists: InterviewLists,
  options: { entityChosen?: boolean } = {},
): Record<string, string> {
  const map: Record<string, string> = {};
  for (const error of answerErrors(questions, answers, lists, options)) map[error.field] ??= error.message;
  return map;
}
