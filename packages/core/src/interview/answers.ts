import { evaluateCondition } from '../assembly/evaluate.js';
import { parseExpression } from '../assembly/expression.js';
import { formatFieldDate } from '../merge-fields/values.js';
import {
  type InterviewAnswerError,
  type InterviewAnswers,
  type InterviewLists,
  type InterviewQuestion,
  requiredAnswerMessage,
} from './question.js';

// Which questions are asked for the answers given so far, and what is wrong with the answers: the
// same rules for the questionnaire, the client's intake page and the server that stores them.

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/** Whether a question is asked: its condition holds for the answers (a condition that does not read never holds). */
export function isQuestionShown(
  question: InterviewQuestion,
  answers: InterviewAnswers,
  options: { entityChosen?: boolean } = {},
): boolean {
  if (question.entity_fills && options.entityChosen) return false;
  if (question.shown_if === null || question.shown_if.trim() === '') return true;
  const parsed = parseExpression(question.shown_if);
  if (!parsed.ok) return false;
  return evaluateCondition(parsed.expression, (id) => (blank(answers[id]) ? undefined : answers[id]));
}

/** The questions asked for these answers, in interview order. */
export function shownQuestions(
  questions: readonly InterviewQuestion[],
  answers: InterviewAnswers,
  options: { entityChosen?: boolean } = {},
): InterviewQuestion[] {
  return questions.filter((question) => isQuestionShown(question, answers, options));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+()\d][\d\s().-]{5,}$/;

/**
 * What is wrong with one filled answer of this type, or undefined. A choice takes any value: its
 * options are the values the template compares it with, and any other (a CSV's "stock" where the
 * template asks `deal.kind == "asset"`) is a real answer that takes the other branch.
 */
function valueProblem(question: InterviewQuestion, value: string): string | undefined {
  switch (question.type) {
    case 'email':
      return EMAIL.test(value.trim()) ? undefined : `${question.label} must be an email address`;
    case 'phone':
      return PHONE.test(value.trim()) ? undefined : `${question.label} must be a phone number`;
    case 'date':
      return formatFieldDate(value.trim()) === 'Invalid date'
        ? `${question.label} must be a date`
        : undefined;
    case 'yes_no':
      return value === 'true' || value === 'false' ? undefined : `${question.label} must be Yes or No`;
    default:
      return undefined;
  }
}

/**
 * What is wrong with the answers to the questions asked: a required one left empty
 * (`{label} is required`; a list needs a row), or a value that does not fit its type.
 */
export function answerErrors(
  questions: readonly InterviewQuestion[],
  answers: InterviewAnswers,
  lists: InterviewLists = {},
  options: { entityChosen?: boolean } = {},
): InterviewAnswerError[] {
  const errors: InterviewAnswerError[] = [];
  for (const question of shownQuestions(questions, answers, options)) {
    if (question.type === 'list') {
      const rows = lists[question.id] ?? [];
      if (question.required && rows.length === 0)
        errors.push({ field: question.id, message: requiredAnswerMessage(question.label) });
      continue;
    }
    const value = answers[question.id];
    if (blank(value)) {
      if (question.required)
        errors.push({ field: question.id, message: requiredAnswerMessage(question.label) });
      continue;
    }
    const problem = valueProblem(question, value as string);
    if (problem) errors.push({ field: question.id, message: problem });
  }
  return errors;
}

/**
 * The answers and lists kept for storing: those of questions asked and filled; answers to questions
 * not shown (or not in the interview at all) are dropped.
 */
export function keptAnswers(
  questions: readonly InterviewQuestion[],
  answers: InterviewAnswers,
  lists: InterviewLists = {},
  options: { entityChosen?: boolean } = {},
): { answers: InterviewAnswers; lists: InterviewLists } {
  const kept: { answers: InterviewAnswers; lists: InterviewLists } = { answers: {}, lists: {} };
  for (const question of shownQuestions(questions, answers, options)) {
    if (question.type === 'list') {
      const rows = lists[question.id];
      if (rows !== undefined && Object.hasOwn(lists, question.id)) kept.lists[question.id] = rows;
    } else if (Object.hasOwn(answers, question.id) && !blank(answers[question.id])) {
      kept.answers[question.id] = answers[question.id] as string;
    }
  }
  return kept;
}
