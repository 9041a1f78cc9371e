import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/node';
import { signInAs } from '@/test/test-utils';
import { hasReadableRule, passwordComplexity, readPasswordRequirements } from './account';
import { resolveOwnUserId } from './own-account';

describe('readPasswordRequirements (GET /account/ChangePasswordRequirements, fields not documented)', () => {
  it.each([
    [
      'our mock',
      { MinimumLength: 8, MinimumComplexity: 70, Requirements: ['At least 8 characters'] },
      { minLength: 8, minComplexity: 70, hints: ['At least 8 characters'] },
    ],
    [
      'ASP.NET Identity style',
      { RequiredLength: 10, RequireDigit: true, Message: 'Use ten characters or more.' },
      { minLength: 10, hints: ['Use ten characters or more.'] },
    ],
    [
      'camelCase',
      { minLength: '12', requiredComplexity: 55, hint: 'Mix letters and digits' },
      { minLength: 12, minComplexity: 55, hints: ['Mix letters and digits'] },
    ],
    [
      'any case, snake_case and a fraction',
      { MIN_LENGTH: 6, complexity: 0.6, DESCRIPTION: 'Six or more' },
      { minLength: 6, minComplexity: 60, hints: ['Six or more'] },
    ],
    [
      'inside an envelope',
      { passwordPolicy: { MinLength: 9, Complexity: 40 }, hints: ['Nine or more', 'Nine or more'] },
      { minLength: 9, minComplexity: 40, hints: ['Nine or more'] },
    ],
    ['a plain text', 'At least 8 characters and a digit', { hints: ['At least 8 characters and a digit'] }],
    ['a list of texts', ['One', ' ', 'Two'], { hints: ['One', 'Two'] }],
  ])('reads %s', (_name, answer, expected) => {
    expect(readPasswordRequirements(answer)).toEqual(expected);
  });

  it.each([
    ['an empty object', {}],
    ['unknown names', { Foo: 8, Strength: 'strong', Policy: 'default' }],
    ['null', null],
    ['an empty answer', ''],
    ['a number', 8],
    ['unreadable values', { MinimumLength: 'eight', MinimumComplexity: 250, Hint: 42 }],
    ['zero and negative figures', { MinLength: 0, Complexity: -5 }],
  ])('reads no rule from %s', (_name, answer) => {
    const rules = readPasswordRequirements(answer);
    expect(rules).toEqual({ hints: [] });
    expect(hasReadableRule(rules)).toBe(false);
  });

  it('tells when the client can check something itself', () => {
    expect(hasReadableRule({ hints: ['words only'] })).toBe(false);
    expect(hasReadableRule({ minLength: 8, hints: [] })).toBe(true);
    expect(hasReadableRule({ minComplexity: 50, hints: [] })).toBe(true);
    expect(hasReadableRule(undefined)).toBe(false);
  });

  it('measures complexity in percent', () => {
    expect(passwordComplexity('')).toBe(0);
    expect(passwordComplexity('abc')).toBe(25);
    expect(passwordComplexity('Siding#Line42')).toBe(100);
  });
});

describe('resolveOwnUserId (the account menu: GET /auth/user names no id, decision 17)', () => {
  const copyOf = (email: string) => {
    const original = db.users.find((u) => u.Email === email)!;
    const twin = { ...original, Id: Math.max(...db.users.map((u) => u.Id)) + 1, Email: `twin.${email}` };
    db.users.push(twin);
    return { original, twin };
  };

  it('finds the signed-in user by name, and of two namesakes the one allowed to change the password', async () => {
    const { original } = copyOf('subcontractor@example.com');
    await signInAs('subcontractor');
    expect(await resolveOwnUserId({ userName: 'Luis Ortega' })).toBe(original.Id);
  });

  it('an id the answer carries (decision 19) is used when the server allows it', async () => {
    const staff = db.users.find((u) => u.Email === 'staff@example.com')!;
    await signInAs('staff');
    expect(await resolveOwnUserId({ userName: 'Someone Else', Id: staff.Id } as { userName: string })).toBe(
      staff.Id,
    );
  });

  it('is null when it cannot be told for sure (an administrator with a namesake), or nobody has the name', async () => {
    copyOf('admin@example.com');
    await signInAs('admin');
    expect(await resolveOwnUserId({ userName: 'Alex Morgan' })).toBeNull();
    expect(await resolveOwnUserId({ userName: 'Nobody Here' })).toBeNull();
  });
});
