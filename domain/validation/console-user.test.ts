import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_USER_MESSAGES,
  consoleUserCreateSchema,
  consoleUserUpdateSchema,
  rolesFitRealm,
} from './console-user.ts';
import { fieldErrors } from './field-errors.ts';

const lenderUser = {
  realm: 'fi',
  tenantNumber: 1,
  username: 'cu-new',
  email: 'new@summit.example',
  phone: '(303) 555 0100',
  roles: ['Read-only'],
};

describe('a new console user', () => {
  it('normalises the phone and keeps the tenant of a lender user', () => {
    expect(v.parse(consoleUserCreateSchema, lenderUser)).toMatchObject({ tenantNumber: 1, phone: '303-555-0100' });
  });

  it('needs a tenant for lender and embedder users, not for admins', () => {
    expect(fieldErrors(consoleUserCreateSchema, { ...lenderUser, tenantNumber: undefined })).toEqual({
      tenantNumber: [CONSOLE_USER_MESSAGES.tenant],
    });
    expect(
      fieldErrors(consoleUserCreateSchema, {
        ...lenderUser,
        realm: 'super',
        tenantNumber: null,
        roles: ['SuperAdmin'],
      }),
    ).toEqual({});
  });

  it('takes only roles of its realm, at least one', () => {
    expect(fieldErrors(consoleUserCreateSchema, { ...lenderUser, roles: ['EmbedderAdmin'] })).toEqual({
      roles: [CONSOLE_USER_MESSAGES.roleOfRealm],
    });
    expect(fieldErrors(consoleUserCreateSchema, { ...lenderUser, roles: [] })).toEqual({
      roles: [CONSOLE_USER_MESSAGES.roles],
    });
    expect(rolesFitRealm('fi', ['Admin', 'LoanLeadAnalyst'])).toBe(true);
    expect(rolesFitRealm('embedder', ['Admin'])).toBe(false);
  });

  it('refuses a username that is too short or has spaces', () => {
    for (const username of ['ab', 'has space']) {
      expect(fieldErrors(consoleUserCreateSchema, { ...lenderUser, username })).toEqual({
        username: [CONSOLE_USER_MESSAGES.username],
      });
    }
  });
});

describe('a console user update', () => {
  it('leaves the status out unless ACTIVE or INACTIVE is chosen', () => {
    const update = { email: 'a@b.co', phone: '', roles: ['Admin'] };
    expect(v.parse(consoleUserUpdateSchema, update).status).toBeUndefined();
    expect(fieldErrors(consoleUserUpdateSchema, { ...update, status: 'LOCKED' })).toEqual({
      status: ['Enter a valid Status'],
    });
  });
});
