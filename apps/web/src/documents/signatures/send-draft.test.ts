import { SIGNATURE_MAX_RECIPIENTS } from '@lexdraft/core';
import { describe, expect, it } from 'vitest';
import {
  blankRecipient,
  checkSendDraft,
  emailProblem,
  hasProblems,
  initialSendDraft,
  moveRecipient,
  type RecipientDraft,
  type SendDraft,
  sendBody,
} from './send-draft';

// The form's checks mirror packages/contract's sendForSignatureBody: each case here is one the
// server would answer 422.

const recipient = (name: string, email: string, role: RecipientDraft['role'] = 'signer'): RecipientDraft => ({
  ...blankRecipient(role),
  name,
  email,
});
const draftWith = (recipients: RecipientDraft[], rest: Partial<SendDraft> = {}): SendDraft => ({
  ...initialSendDraft(),
  recipients,
  ...rest,
});

describe('checkSendDraft', () => {
  it('passes a list with a signer and a copy', () => {
    const problems = checkSendDraft(
      draftWith([recipient('Ada Lovelace', 'ada@example.com'), recipient('Bob', 'bob@example.org', 'cc')]),
    );
    expect(hasProblems(problems)).toBe(false);
  });

  it('names a missing name and a bad email on their row', () => {
    const first = recipient(' ', 'ada@example');
    const problems = checkSendDraft(draftWith([first]));
    expect(problems.recipients.get(first.key)).toEqual({
      name: 'Enter a name',
      email: 'Enter a valid email address',
    });
  });

  it('marks the second of two addresses that differ only in case as a duplicate', () => {
    const first = recipient('Ada', 'ada@example.com');
    const second = recipient('Ada again', ' ADA@example.com ');
    const problems = checkSendDraft(draftWith([first, second]));
    expect(problems.recipients.has(first.key)).toBe(false);
    expect(problems.recipients.get(second.key)?.email).toBe('ADA@example.com is listed more than once');
  });

  it('asks for a signer when every recipient receives a copy', () => {
    const problems = checkSendDraft(draftWith([recipient('Bob', 'bob@example.com', 'cc')]));
    expect(problems.list).toBe('Add at least one signer');
  });

  it(`refuses more than ${SIGNATURE_MAX_RECIPIENTS} recipients`, () => {
    const many = Array.from({ length: SIGNATURE_MAX_RECIPIENTS + 1 }, (_, index) =>
      recipient(`Person ${index}`, `person${index}@example.com`),
    );
    expect(checkSendDraft(draftWith(many)).list).toBe('At most 20 recipients can be on one request');
    expect(checkSendDraft(draftWith(many.slice(1))).list).toBeNull();
  });

  it('takes whole days from 1 to 90 for the expiry', () => {
    const one = [recipient('Ada', 'ada@example.com')];
    for (const days of ['1', '14', '90'])
      expect(checkSendDraft(draftWith(one, { expiresInDays: days })).expiresInDays).toBeNull();
    for (const days of ['0', '91', '', '2.5', 'ten'])
      expect(checkSendDraft(draftWith(one, { expiresInDays: days })).expiresInDays).toBe(
        'Enter a number of days from 1 to 90',
      );
  });

  it('refuses a message over 2,000 characters', () => {
    const problems = checkSendDraft(
      draftWith([recipient('Ada', 'ada@example.com')], { message: 'x'.repeat(2001) }),
    );
    expect(problems.message).toBe('The message must be at most 2,000 characters');
  });
});

describe('emailProblem', () => {
  it('accepts ordinary addresses and refuses malformed ones', () => {
    expect(emailProblem('first.last+tag@sub.example.co.uk')).toBeNull();
    expect(emailProblem('')).toBe('Enter an email address');
    for (const bad of ['ada', 'ada@', '@example.com', 'ada@example', 'a b@example.com', 'ada..x@example.com'])
      expect(emailProblem(bad), bad).toBe('Enter a valid email address');
  });

  it('refuses parts longer than mail servers take', () => {
    expect(emailProblem(`${'a'.repeat(65)}@example.com`)).toBe(
      'This address is too long for mail servers to deliver',
    );
  });
});

describe('sendBody', () => {
  it('sends the trimmed list in its order, the provider, and the options', () => {
    const body = sendBody(
      draftWith([recipient(' Ada ', ' ada@example.com '), recipient('Bob', 'bob@example.com', 'cc')], {
        message: '  Please sign.  ',
        expiresInDays: '30',
        sequential: true,
        accessCode: true,
      }),
    );
    expect(body).toEqual({
      provider: 'lexdraft',
      recipients: [
        { name: 'Ada', email: 'ada@example.com', role: 'signer' },
        { name: 'Bob', email: 'bob@example.com', role: 'cc' },
      ],
      message: 'Please sign.',
      expires_in_days: 30,
      sequential: true,
      access_code: true,
    });
  });

  it('leaves out an empty message', () => {
    expect(sendBody(draftWith([recipient('Ada', 'ada@example.com')]))).not.toHaveProperty('message');
  });
});

describe('moveRecipient', () => {
  it('moves a row and leaves the list alone at its ends', () => {
    const rows = [recipient('A', 'a@x.io'), recipient('B', 'b@x.io'), recipient('C', 'c@x.io')];
    expect(moveRecipient(rows, 2, 0).map((row) => row.name)).toEqual(['C', 'A', 'B']);
    expect(moveRecipient(rows, 0, -1)).toBe(rows);
    expect(moveRecipient(rows, 2, 3)).toBe(rows);
  });
});
