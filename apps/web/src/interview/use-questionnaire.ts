import {
  type InterviewAnswers,
  type InterviewLists,
  type InterviewQuestion,
  isQuestionShown,
  keptAnswers,
} from '@lexdraft/core';
import { useState } from 'react';
import { ApiError } from '@/api/api-error';
import { submitTemplateInterview } from '@/api/interview';
import { documentNameProblem } from '@/documents/list/document-name';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import type { ListRow } from './list-question';
import { answerErrorMap } from './question-form';

/** One step of the questionnaire: a group's questions (those not asked now are drawn by none). */
interface QuestionStep {
  group: string;
  questions: InterviewQuestion[];
}

/**
 * The steps after the first (the document's name and entity): one per group, in the order the
 * groups first appear, leaving out a group none of whose questions is asked for these answers.
 */
function questionSteps(
  questions: readonly InterviewQuestion[],
  answers: InterviewAnswers,
  entityChosen: boolean,
): QuestionStep[] {
  const steps: QuestionStep[] = [];
  for (const question of questions) {
    const step = steps.find((candidate) => candidate.group === question.group);
    if (step) step.questions.push(question);
    else steps.push({ group: question.group, questions: [question] });
  }
  return steps.filter((step) =>
    step.questions.some((question) => isQuestionShown(question, answers, { entityChosen })),
  );
}

/** The 422 of answers: `errors: [{ field, message }]`, by field. */
function serverAnswerErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body as { errors?: unknown } | undefined;
  if (!Array.isArray(body?.errors)) return null;
  const map: Record<string, string> = {};
  for (const item of body.errors as { field?: unknown; message?: unknown }[]) {
    if (typeof item.field === 'string' && typeof item.message === 'string') map[item.field] ??= item.message;
  }
  return Object.keys(map).length > 0 ? map : null;
}

interface QuestionnaireOptions {
  templateId: string;
  questions: readonly InterviewQuestion[];
  initialName: string;
  /** The linked entity's id, or '' for none. */
  entityId: string;
  /** The values that entity's records fill, which its conditions read beneath the answers. */
  entityValues?: InterviewAnswers;
  /** Called with the new document's id once it is made. */
  onCreated: (id: string) => void;
}

/** The questionnaire's answers, steps and errors, and the moves between steps up to Create document. */
export function useQuestionnaire({
  templateId,
  questions,
  initialName,
  entityId,
  entityValues = {},
  onCreated,
}: QuestionnaireOptions) {
  const [name, setName] = useState(initialName);
  const [nameProblem, setNameProblem] = useState<string | undefined>();
  const [answers, setAnswers] = useState<InterviewAnswers>({});
  const [lists, setLists] = useState<InterviewLists>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [step, setStep] = useState(0);
  const [pending, setPending] = useState(false);
  const entityChosen = entityId !== '';
  // What conditions read: the answers over the chosen entity's values, as the new document will hold.
  const seen = entityChosen ? { ...entityValues, ...answers } : answers;
  const steps = questionSteps(questions, seen, entityChosen);
  // Step 0 is the name and entity; an answer that hides a later group can leave the index past the end.
  const current = Math.min(step, steps.length);
  const total = steps.length + 1;

  const forget = (id: string) =>
    setErrors((before) => {
      if (!(id in before)) return before;
      const { [id]: _gone, ...rest } = before;
      return rest;
    });

  /** The first step holding one of these errors, or -1. */
  const stepOf = (map: Record<string, string>) =>
    steps.findIndex((candidate) => candidate.questions.some((question) => question.id in map));

  const checkName = () => {
    const problem = documentNameProblem(name.trim());
    setNameProblem(problem);
    return problem === undefined;
  };

  const checkStep = (index: number) => {
    if (index === 0) return checkName();
    const found = answerErrorMap(steps[index - 1]?.questions ?? [], seen, lists, { entityChosen });
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const create = async () => {
    if (!checkName()) {
      setStep(0);
      return;
    }
    const found = answerErrorMap(questions, seen, lists, { entityChosen });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStep(stepOf(found) + 1);
      return;
    }
    const kept = keptAnswers(questions, seen, lists, { entityChosen });
    // Only what was typed is sent: the server reads the entity's values itself.
    const typed = Object.fromEntries(
      Object.entries(kept.answers).filter(([id]) => Object.hasOwn(answers, id)),
    );
    setPending(true);
    try {
      const document = await submitTemplateInterview(templateId, {
        name: name.trim(),
        answers: typed,
        lists: kept.lists,
        entity_id: entityChosen ? entityId : null,
      });
      toast.success('New document created from template!');
      onCreated(document.id);
    } catch (error) {
      const refused = serverAnswerErrors(error);
      const at = refused ? stepOf(refused) : -1;
      if (refused && at >= 0) {
        setErrors(refused);
        setStep(at + 1);
      } else {
        toast.error('Creation failed', { description: errorMessage(error, 'Failed to create document') });
      }
    } finally {
      setPending(false);
    }
  };

  return {
    name,
    nameProblem,
    answers: seen,
    lists,
    errors,
    entityChosen,
    pending,
    /** 0 for the name and entity, then 1 per step of questions. */
    current,
    total,
    /** The questions of the current step; empty on the first. */
    stepQuestions: current === 0 ? [] : (steps[current - 1]?.questions ?? []),
    stepTitle: current === 0 ? 'Document' : (steps[current - 1]?.group ?? ''),
    setName: (value: string) => {
      setName(value);
      setNameProblem(undefined);
    },
    setAnswer: (id: string, value: string) => {
      setAnswers((before) => ({ ...before, [id]: value }));
      forget(id);
    },
    setList: (id: string, rows: ListRow[]) => {
      setLists((before) => ({ ...before, [id]: rows }));
      forget(id);
    },
    back: () => setStep(Math.max(0, current - 1)),
    next: () => {
      if (checkStep(current)) setStep(current + 1);
    },
    create,
  };
}

export type Questionnaire = ReturnType<typeof useQuestionnaire>;
