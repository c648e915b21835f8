// @vitest-environment jsdom

import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { canAccessAction } from '../../../src/domain/access';
import { dataScopeOf, seesOtherSellers } from '../../../src/domain/roles';
import { areaCodeOptions } from '../../../src/web/customers/AreaCodeSelect';
import {
  addressFormSchema,
  canLookUpZip,
  EMPTY_ADDRESS_FORM,
  settlementAfterLookup,
  sharedValue,
  toAddressInput,
  zipDigits,
} from '../../../src/web/customers/addressForm';
import {
  customerFormSchema,
  EMPTY_CUSTOMER_FORM,
  rfcAsTyped,
  toCustomerInput,
} from '../../../src/web/customers/customerForm';
import {
  codeOf,
  failureKindOf,
  isStaleVersion,
  statusOf,
  toHttpError,
} from '../../../src/web/providers/apiErrors';
import { displayFromIso, isoFromDisplay, maskDate } from '../../../src/web/ui/dateText';
import { COUNTRIES, ZIPS } from './fakeApi';

const CUSTOMER = '7d7c2d6e-1111-4111-8111-000000000001';

describe('zip codes', () => {
  it('keeps digits only and looks up from 4', () => {
    expect(zipDigits('76 248-1')).toBe('76248');
    expect(canLookUpZip('762')).toBe(false);
    expect(canLookUpZip('7624')).toBe(true);
  });

  it('keeps the chosen settlement while offered, chooses a lone one, else asks', () => {
    const several = ZIPS.slice(0, 4);
    expect(settlementAfterLookup(375, several)).toBe(375);
    expect(settlementAfterLookup(90, several)).toBeNull();
    expect(settlementAfterLookup(null, several)).toBeNull();
    expect(settlementAfterLookup(null, [ZIPS[4]!])).toBe(90);
    expect(settlementAfterLookup(375, [])).toBeNull();
  });

  it('shows the state and municipality all settlements share before one is chosen', () => {
    expect(sharedValue(ZIPS.slice(0, 4), (z) => z.state)).toBe('Querétaro');
    expect(sharedValue(ZIPS, (z) => z.state)).toBe('');
  });

  it('requires the code, then the settlement', () => {
    const empty = addressFormSchema.safeParse({ ...EMPTY_ADDRESS_FORM, street: 'Calle', extNumber: '1' });
    expect(empty.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['zipCode', 'app.customers.address.zipCodeRequired'],
    ]);
    const noSettlement = addressFormSchema.safeParse({
      ...EMPTY_ADDRESS_FORM,
      street: 'Calle',
      extNumber: '1',
      zipCode: '76248',
    });
    expect(noSettlement.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['zipCodeId', 'app.customers.address.settlementRequired'],
    ]);
  });

  it('sends zipCodeId, never the zip text, and blank optional fields as null', () => {
    const input = toAddressInput(
      { ...EMPTY_ADDRESS_FORM, street: ' Calle 5 ', extNumber: '10', zipCode: '37340', zipCodeId: 90 },
      CUSTOMER,
    );
    expect(input).toEqual({
      customerId: CUSTOMER,
      street: 'Calle 5',
      extNumber: '10',
      intNumber: null,
      zipCodeId: 90,
      optionalStreetOne: null,
      optionalStreetTwo: null,
      description: null,
      mapUrl: null,
      areaCode: '+52',
      phone: null,
      addressType: 'billing',
      active: true,
      principalAddress: true,
    });
  });

  it('offers one area code per code, +52 first as the API orders them', () => {
    const options = areaCodeOptions(COUNTRIES);
    expect(options.map((o) => o.areaCode)).toEqual(['+52', '+1']);
    expect(options[1]!.names).toBe('Estados Unidos, Canadá');
    expect(areaCodeOptions([], '+502').map((o) => o.areaCode)).toEqual(['+52', '+502']);
  });
});

describe('customer form', () => {
  it('upper-cases the RFC as typed and drops spaces', () => {
    expect(rfcAsTyped('abc 010203xy9')).toBe('ABC010203XY9');
  });

  it('reports the domain rules on the form fields', () => {
    const result = customerFormSchema.safeParse({ ...EMPTY_CUSTOMER_FORM, companyName: 'A', rfc: 'XYZ' });
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toMatchObject({ companyName: 'validation.tooShort', rfc: 'validation.rfc' });
  });

  it('sends the seller only when the user may choose it', () => {
    const values = { ...EMPTY_CUSTOMER_FORM, companyName: 'Acme', fullName: 'Ana', rfc: 'ABC010203XY9' };
    expect(toCustomerInput(values, true)).toHaveProperty('sellerId', null);
    expect(toCustomerInput(values, false)).not.toHaveProperty('sellerId');
  });

  it('lets write holders edit and those who see more than their own choose the seller', () => {
    const accessOf = (role: string, permissions: string[]) => ({
      canWrite: canAccessAction({ permissions }, 'customers', 'edit'),
      chooseSeller: seesOtherSellers(dataScopeOf(role)),
    });
    expect(accessOf('seller', ['CLIENT_CREATE_WRITE'])).toEqual({ canWrite: true, chooseSeller: false });
    expect(accessOf('customer.service', [])).toEqual({ canWrite: false, chooseSeller: true });
  });
});

describe('dates typed dd/MM/yyyy', () => {
  it('masks, parses real days only, and shows ISO days back', () => {
    expect(maskDate('0102')).toBe('01/02');
    expect(maskDate('01/02/20261')).toBe('01/02/2026');
    expect(isoFromDisplay('01/02/2026')).toBe('2026-02-01');
    expect(isoFromDisplay('31/02/2026')).toBeNull();
    expect(isoFromDisplay('01/02/26')).toBeNull();
    expect(displayFromIso('2026-12-31')).toBe('31/12/2026');
    expect(displayFromIso('12/0')).toBe('12/0');
  });
});

describe('failures', () => {
  const config = { headers: new AxiosHeaders() };
  const refusalWith = (status: number, code: string) =>
    toHttpError(
      new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, {
        status,
        statusText: 'Conflict',
        headers: {},
        config,
        data: {
          statusCode: status,
          code,
          message: 'Otro usuario modificó este registro; recarga para ver los cambios',
        },
      }),
    );

  it('tells the network, a timeout and a refusal apart', () => {
    // What the dataProvider throws: react-admin's HttpError made from the client's failure.
    expect(failureKindOf(toHttpError(new AxiosError('Network Error', 'ERR_NETWORK', config)))).toBe(
      'network',
    );
    expect(
      failureKindOf(toHttpError(new AxiosError('timeout of 5000ms exceeded', 'ECONNABORTED', config))),
    ).toBe('timeout');
    const refused = refusalWith(409, 'CONFLICT');
    expect(failureKindOf(refused)).toBe('server');
    expect(statusOf(refused)).toBe(409);
    expect(codeOf(refused)).toBe('CONFLICT');
    // A business clash keeps its 409 but is not a stale record, whatever its text says.
    expect(isStaleVersion(refused)).toBe(false);
    expect(isStaleVersion(refusalWith(409, 'STALE_VERSION'))).toBe(true);
    expect(isStaleVersion(refusalWith(400, 'STALE_VERSION'))).toBe(false);
  });
});
