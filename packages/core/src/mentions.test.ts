import { describe, expect, it } from 'vitest';
import { mentionedUserIds, mentionMarkup, mentionsAsText } from './index.js';

const ANN = '0b5e2c1a-6f0e-4f5b-9a51-3c9e7d2a1f10';
const BO = '7d1f3e2b-1c4a-4e8f-b0d2-9a8c7b6e5d40';

describe('mentions in a comment body', () => {
  const body = `@[Ann Lee](user:${ANN}) and @[Bo Chen](user:${BO}), see clause 4.\n@[Ann Lee](user:${ANN}) again`;

  it('lists each mentioned user once, in the order they first appear', () => {
    expect(mentionedUserIds(body)).toEqual([ANN, BO]);
    expect(mentionedUserIds('no one, not @Ann nor [x](user:1)')).toEqual([]);
  });

  it('shows mentions as @Name and leaves the rest of the text alone', () => {
    expect(mentionsAsText(body)).toBe('@Ann Lee and @Bo Chen, see clause 4.\n@Ann Lee again');
    expect(mentionsAsText('email me @ 5pm [draft](user:)')).toBe('email me @ 5pm [draft](user:)');
  });

  it('does not let a name run across a line or past its bracket', () => {
    expect(mentionedUserIds('@[Ann\nLee](user:x)')).toEqual([]);
    expect(mentionsAsText('@[Ann] [Lee](user:x)')).toBe('@[Ann] [Lee](user:x)');
  });

  it('writes a mention that reads back as the same user and name', () => {
    const markup = mentionMarkup({ id: ANN, name: 'Ann [Legal]\nLee' });
    expect(markup).toBe(`@[Ann Legal Lee](user:${ANN})`);
    expect(mentionedUserIds(markup)).toEqual([ANN]);
    expect(mentionsAsText(markup)).toBe('@Ann Legal Lee');
  });
});
