import type { InterviewQuestion } from '@lexdraft/core';

/** A question as the interview route answers it: an optional text question of Custom Fields, labelled by its id, unless `parts` say otherwise. */
export function buildQuestion(
  parts: Partial<InterviewQuestion> & Pick<InterviewQuestion, 'id'>,
): InterviewQuestion {
  return {
    label: parts.id,
    type: 'text',
    required: false,
    group: 'Custom Fields',
    shown_if: null,
    options: [],
    item_fields: [],
    entity_fills: false,
    sensitive: false,
    ...parts,
  };
}
