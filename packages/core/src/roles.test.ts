import { describe, expect, it } from 'vitest';
import { isRole, ROLES, roleWithArticle } from './index.js';

describe('roles', () => {
  it('lists the four roles of the spec in order', () => {
    expect(ROLES).toEqual(['admin', 'attorney', 'paralegal', 'viewer']);
  });

  it('recognises only those roles', () => {
    expect(isRole('attorney')).toBe(true);
    expect(isRole('Admin')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });

  it('says each role with its article: an attorney, not a attorney (issue 29)', () => {
    expect(ROLES.map(roleWithArticle)).toEqual(['an admin', 'an attorney', 'a paralegal', 'a viewer']);
  });
});
