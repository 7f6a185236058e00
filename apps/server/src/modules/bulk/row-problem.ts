import { answerErrors, FIELD_VALUE_MAX_LENGTH, type InterviewQuestion } from '@lexdraft/core';

// Whether one row of a bulk job can be made: the questionnaire's own rules over the row's values
// (the template's values under them), so a row is refused with the texts a person filling the
// questionnaire would read ("Matter title is required").

const tooLong = (id: string) =>
  `${id} must be at most ${FIELD_VALUE_MAX_LENGTH.toLocaleString('en-US')} characters`;

/** Why the row cannot be made, or undefined; with an entity, the fields its records fill are not asked. */
export function rowProblem(
  questions: readonly InterviewQuestion[],
  values: Record<string, string>,
  entityChosen: boolean,
): string | undefined {
  const long = Object.keys(values).find((id) => (values[id] ?? '').length > FIELD_VALUE_MAX_LENGTH);
  if (long !== undefined) return tooLong(long);
  // A bulk row gives no list rows: a list question is never a reason to refuse one.
  const asked = questions.filter((question) => question.type !== 'list');
  const errors = answerErrors(asked, values, {}, { entityChosen });
  return errors.length > 0 ? errors.map((error) => error.message).join('; ') : undefined;
}
