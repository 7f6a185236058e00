import { describe, expect, it } from 'vitest';
import { canAccess, grantCovers, hasPermission, seesSensitiveValues } from './index.js';

describe('hasPermission', () => {
  it('grants everything to admins, whatever their list', () => {
    expect(hasPermission({ role: 'admin', permissions: [] }, 'users:manage')).toBe(true);
    expect(hasPermission({ role: 'admin' }, 'anything:delete')).toBe(true);
  });

  it.each([
    ['attorney', 'docs:write', true],
    ['attorney', 'docs:read', true],
    ['attorney', 'tasks:write', true],
    ['attorney', 'entities:read', true],
    ['attorney', 'entities:write', false],
    ['attorney', 'crm:read', true],
    ['attorney', 'users:manage', false],
    ['paralegal', 'docs:write', true],
    ['paralegal', 'crm:write', false],
    ['viewer', 'docs:read', true],
    ['viewer', 'entities:read', true],
    ['viewer', 'docs:write', false],
    ['viewer', 'users:manage', false],
  ] as const)('by role default: %s has %s = %s', (role, permission, expected) => {
    expect(hasPermission({ role, permissions: [] }, permission)).toBe(expected);
  });

  it('grants an exact extra permission', () => {
    expect(hasPermission({ role: 'viewer', permissions: ['docs:write'] }, 'docs:write')).toBe(true);
    expect(hasPermission({ role: 'viewer', permissions: ['docs:write'] }, 'entities:write')).toBe(false);
  });

  it('grants through a resource wildcard', () => {
    const user = { role: 'paralegal', permissions: ['entities:*'] };
    expect(hasPermission(user, 'entities:write')).toBe(true);
    expect(hasPermission(user, 'entities:delete')).toBe(true);
    expect(hasPermission(user, 'users:manage')).toBe(false);
  });

  it('grants through a global wildcard', () => {
    expect(hasPermission({ role: 'viewer', permissions: ['*'] }, 'users:manage')).toBe(true);
    expect(hasPermission({ role: 'viewer', permissions: ['*:*'] }, 'users:manage')).toBe(true);
  });

  it('refuses a missing user and an unknown role', () => {
    expect(hasPermission(null, 'docs:read')).toBe(false);
    expect(hasPermission({ role: 'intern' }, 'docs:read')).toBe(false);
  });
});

describe('canAccess', () => {
  it('checks resource:action', () => {
    expect(canAccess({ role: 'viewer' }, 'docs', 'read')).toBe(true);
    expect(canAccess({ role: 'viewer' }, 'docs', 'write')).toBe(false);
  });
});

describe('grantCovers', () => {
  it('never lets a read grant write', () => {
    expect(grantCovers('*:read', 'docs:write')).toBe(false);
    expect(grantCovers('docs:read', 'docs:write')).toBe(false);
  });
});

describe('seesSensitiveValues', () => {
  it('is every role but viewer, and a viewer granted docs:sensitive', () => {
    for (const role of ['admin', 'attorney', 'paralegal']) expect(seesSensitiveValues({ role })).toBe(true);
    expect(seesSensitiveValues({ role: 'viewer' })).toBe(false);
    // Reading everything is not seeing sensitive values whole.
    expect(seesSensitiveValues({ role: 'viewer', permissions: ['*:read', 'docs:write'] })).toBe(false);
    expect(seesSensitiveValues({ role: 'viewer', permissions: ['docs:sensitive'] })).toBe(true);
    expect(seesSensitiveValues(null)).toBe(false);
  });
});
