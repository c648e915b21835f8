import { describe, expect, it } from 'vitest';
import {
  changesOf,
  editFormSchema,
  emptyUserForm,
  inviteFormSchema,
  toInviteInput,
  toUserUpdate,
  userFormOf,
} from '../../../src/web/users/userForm';
import { canResendInvitation, statusOf } from '../../../src/web/users/userStatus';
import { buildUser, roleNamed } from './fakeUsersApi';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the invitation', () => {
  const valid = {
    ...emptyUserForm(),
    email: ' Renata@Demo.local ',
    firstName: 'Renata',
    lastName: 'Campos',
    role: 'seller',
  };

  it('needs a customer only for the Cliente role', () => {
    expect(inviteFormSchema.safeParse(valid).success).toBe(true);
    const customerRole = { ...valid, role: 'customer' };
    expect(messagesOf(inviteFormSchema.safeParse(customerRole))).toEqual({
      customer: 'app.users.form.customerRequired',
    });
    const withCustomer = {
      ...customerRole,
      customer: { id: 'c0000000-0000-4000-8000-000000000001', companyName: 'X' },
    };
    expect(inviteFormSchema.safeParse(withCustomer).success).toBe(true);
  });

  it('sends the customer only with the Cliente role, the phone only when given, no flags', () => {
    const customer = { id: 'c0000000-0000-4000-8000-000000000001', companyName: 'X' };
    expect(toInviteInput({ ...valid, customer })).toEqual({
      email: 'renata@demo.local',
      firstName: 'Renata',
      lastName: 'Campos',
      role: 'seller',
      areaCode: '+52',
    });
    expect(toInviteInput({ ...valid, role: 'customer', customer, phone: ' 442 123 4567 ' })).toMatchObject({
      role: 'customer',
      customerId: customer.id,
      phone: '442 123 4567',
    });
  });

  it('reports the domain schema’s rules on the form’s fields', () => {
    expect(
      messagesOf(inviteFormSchema.safeParse({ ...valid, email: 'x', phone: 'abc', firstName: ' ' })),
    ).toEqual({
      email: 'validation.email',
      phone: 'validation.phone',
      firstName: 'validation.required',
    });
  });
});

describe('an edit', () => {
  const user = buildUser({ firstName: 'Laura', lastName: 'Vega', phone: '4421234567', version: 9 });

  it('has no changes when nothing moved (spaces around do not count)', () => {
    expect(changesOf(user, { ...userFormOf(user), firstName: ' Laura ' })).toEqual({});
  });

  it('sends what changed with the version; an emptied phone is cleared', () => {
    const values = { ...userFormOf(user), phone: '', externalErp: true, role: 'customer.service' };
    expect(toUserUpdate(user, values, user.version)).toEqual({
      version: 9,
      phone: null,
      externalErp: true,
      role: 'customer.service',
    });
  });

  it('sends the customer when a Cliente user changes company, never for other roles', () => {
    const client = buildUser({
      role: roleNamed('customer'),
      customer: { id: 'c0000000-0000-4000-8000-000000000001', companyName: 'A' },
    });
    const other = { id: 'c0000000-0000-4000-8000-000000000002', companyName: 'B' };
    expect(changesOf(client, { ...userFormOf(client), customer: other })).toEqual({ customerId: other.id });
    expect(changesOf(client, { ...userFormOf(client), role: 'seller' })).toEqual({ role: 'seller' });
  });

  it('validates every field of the form', () => {
    expect(
      messagesOf(editFormSchema.safeParse({ ...userFormOf(user), lastName: '', areaCode: '52' })),
    ).toEqual({
      lastName: 'validation.required',
      areaCode: 'validation.invalidFormat',
    });
  });
});

describe('the status', () => {
  it('is blocked before pending before active, and the resend fits pending users only', () => {
    expect(statusOf({ isBlocked: true, invitationPending: true })).toBe('blocked');
    expect(statusOf({ isBlocked: false, invitationPending: true })).toBe('pending');
    expect(statusOf({ isBlocked: false, invitationPending: false })).toBe('active');
    expect(canResendInvitation({ isBlocked: false, invitationPending: true })).toBe(true);
    expect(canResendInvitation({ isBlocked: true, invitationPending: true })).toBe(false);
  });
});
