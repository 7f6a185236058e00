import { mentionParts } from '@lexdraft/core';
import { describe, expect, it } from 'vitest';
import { draftOf, mentionOf, storedBody } from './comment-mentions';

// A comment box shows `@Name`; the body posted holds `@[Name](user:ID)`.

describe('comment mentions', () => {
  const ann = mentionOf({ id: 'u-ann', name: 'Ann' });
  const annLee = mentionOf({ id: 'u-lee', name: 'Ann Lee' });

  it('turns the picked mentions back into the stored syntax, longest name first, not inside longer words', () => {
    expect(storedBody('Hi @Ann Lee and @Ann, not @Annabel.', [ann, annLee])).toBe(
      'Hi @[Ann Lee](user:u-lee) and @[Ann](user:u-ann), not @Annabel.',
    );
    expect(storedBody('No mention of @Ann here', [])).toBe('No mention of @Ann here');
  });

  it('a picked name with brackets is stored as core writes it', () => {
    expect(mentionOf({ id: 'u-x', name: 'Jo [Ops]' })).toEqual({
      shown: '@Jo Ops',
      stored: '@[Jo Ops](user:u-x)',
    });
  });

  it('reads a stored body back into the box and into parts to render', () => {
    const stored = 'Ask @[Ann Lee](user:u-lee) today';
    expect(draftOf(stored)).toEqual({ text: 'Ask @Ann Lee today', mentions: [annLee] });
    expect(storedBody(draftOf(stored).text, draftOf(stored).mentions)).toBe(stored);
    expect(mentionParts(stored)).toEqual([
      { text: 'Ask ' },
      { mention: 'Ann Lee', userId: 'u-lee' },
      { text: ' today' },
    ]);
  });
});
