// The questions a template asks (issue 32): one per field it uses, built by buildInterview and read
// by the questionnaire, the client's intake page and the server that checks the answers.

/** What kind of answer a question takes, and so which input it shows. */
export const INTERVIEW_QUESTION_TYPES = [
  'text',
  'email',
  'phone',
  'date',
  'yes_no',
  'choice',
  'list',
] as const;
export type InterviewQuestionType = (typeof INTERVIEW_QUESTION_TYPES)[number];

/** One column of a list question's rows: `seller.name` inside `{{#each sellers as seller}}` is `name`. */
export type InterviewItemField = { id: string; label: string; type: 'text' | 'email' | 'phone' | 'date' };

/** One question of a template's interview. */
export type InterviewQuestion = {
  /** The field id (a list question: the list's id). */
  id: string;
  label: string;
  type: InterviewQuestionType;
  required: boolean;
  /** The Merge Fields panel's group title: "Person", "Entity" or "Custom Fields". */
  group: string;
  /** The condition the field stands under, as an expression (`deal.kind == "asset" && rush`); null when always asked. */
  shown_if: string | null;
  /** A choice question's answers (the literals the field is compared with); else empty. */
  options: string[];
  /** A list question's columns; else empty. */
  item_fields: InterviewItemField[];
  /** True for a record field a linked entity fills: asked only when no entity is chosen. */
  entity_fills: boolean;
  /** Masked for viewers and left out of an intake request by default (docs/field-trust.md). */
  sensitive: boolean;
};

/** Answers by question id; a yes/no answer is "true" or "false". */
export type InterviewAnswers = Record<string, string>;
/** A list question's rows: values by item field id. */
export type InterviewLists = Record<string, Record<string, string>[]>;

/** A refused answer, as the server's 422 `errors` and the forms list them. */
export type InterviewAnswerError = { field: string; message: string };

/** The message of a required question left empty (spec section 5's wording). */
export const requiredAnswerMessage = (label: string) => `${label} is required`;
