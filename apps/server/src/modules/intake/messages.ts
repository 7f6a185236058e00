// What the intake routes say when they refuse (docs/interview-api.md, "Client intake"): the tests
// import these, so that a wording changed here is changed for both.

export const TEMPLATES_CANNOT_REQUEST = 'Templates cannot request information';
export const unknownQuestions = (ids: string[]) =>
  `These questions are not in the document's questionnaire: ${ids.join(', ')}`;
export const REQUEST_NOT_FOUND = 'Request not found';
export const ALREADY_SUBMITTED = 'The client has already submitted their answers';
export const ALREADY_CANCELLED = 'This request was cancelled';

// The client's side: a link that never was, and one that no longer works.
export const LINK_NOT_VALID = 'This link is not valid. Check that it was copied whole from the email.';
export const LINK_SUBMITTED = 'These answers were already submitted.';
export const LINK_EXPIRED = 'This link has expired. Ask the firm that sent it for a new one.';
export const LINK_CANCELLED = 'This request was cancelled.';
export const ANSWERS_INCOMPLETE = 'Please fix the errors before submitting';

export const INTAKE_MAIL_UNAVAILABLE = 'The email could not be sent. Try again later.';
export const intakeMailRefused = (address: string) =>
  `The mail server refused ${address}. Check the address and try again.`;
