import { describe, expect, it } from 'vitest';
import {
  type FinanceState,
  financeActions,
  financeQueueOf,
  pendingAreaOf,
  rejectBadgeTone,
  rejectCodesOf,
  retentionMessage,
  type SellerButtonsContext,
  sellerButtons,
} from '../../../src/domain/finance';

const created: FinanceState = {
  opsStatus: 'ORDEN_CREADA',
  financeStatus: null,
  paymentTerm: 'CREDIT',
  isPaymentValidated: false,
  isApprovedForRelease: false,
  isReleaseRequestedManually: false,
  isPaymentReleaseRequestedManually: false,
  daysSinceReleaseRequest: null,
  daysSincePaymentRequest: null,
  hasPaymentConfirmation: false,
};
const ctx: SellerButtonsContext = {
  canRead: true,
  canWrite: true,
  tenantHasExternalErp: false,
  externalId: null,
};
const labels = (s: FinanceState, c = ctx) => {
  const b = sellerButtons(s, c);
  return b.show ? b.buttons.map((x) => `${x.labelKey}${x.disabled ? ':disabled' : ''}`) : b.reason;
};

describe('seller release and payment buttons', () => {
  it('need credit-request read permission', () => {
    expect(labels(created, { ...ctx, canRead: false })).toBe('noPermission');
  });

  it('need the external id on an external-ERP tenant', () => {
    expect(labels(created, { ...ctx, tenantHasExternalErp: true })).toBe('externalIdRequired');
    expect(labels(created, { ...ctx, tenantHasExternalErp: true, externalId: 'SO-1' })).toEqual([
      'requestRelease',
    ]);
  });

  it('credit terms ask for release; advance terms for payment validation, upload first without a receipt', () => {
    expect(labels(created)).toEqual(['requestRelease']);
    const advance = sellerButtons({ ...created, paymentTerm: 'ADVANCE_PAYMENT' }, ctx);
    expect(advance).toMatchObject({
      show: true,
      buttons: [{ kind: 'requestPayment', needsPaymentConfirmation: true }],
    });
    const withReceipt = sellerButtons(
      { ...created, paymentTerm: 'ADVANCE_PAYMENT', hasPaymentConfirmation: true },
      ctx,
    );
    expect(withReceipt).toMatchObject({ buttons: [{ needsPaymentConfirmation: false }] });
  });

  it('a payment validation requested and not validated shows sent (disabled) before 3 days, resend from 3', () => {
    const asked = {
      ...created,
      paymentTerm: 'ADVANCE_PAYMENT' as const,
      isPaymentReleaseRequestedManually: true,
    };
    expect(labels({ ...asked, daysSincePaymentRequest: 2 })).toEqual(['paymentSent:disabled']);
    expect(labels({ ...asked, daysSincePaymentRequest: 3 })).toEqual(['resendPayment']);
  });

  it('a validated payment without a release request asks for release', () => {
    expect(labels({ ...created, paymentTerm: 'ADVANCE_PAYMENT', isPaymentValidated: true })).toEqual([
      'requestRelease',
    ]);
  });

  it('a release requested shows requested (disabled) before 3 days, resend from 3, nothing once approved', () => {
    const asked = { ...created, isReleaseRequestedManually: true };
    expect(labels({ ...asked, daysSinceReleaseRequest: 0 })).toEqual(['releaseRequested:disabled']);
    expect(labels({ ...asked, daysSinceReleaseRequest: 5 })).toEqual(['resendRelease']);
    expect(labels({ ...asked, daysSinceReleaseRequest: 5, isApprovedForRelease: true })).toBe(
      'notApplicable',
    );
  });

  it('released by finance computes no seller buttons; without write they show disabled', () => {
    expect(
      labels({ ...created, opsStatus: 'APROBADO_POR_FINANZAS', financeStatus: 'FINANCE_RELEASED' }),
    ).toBe('notApplicable');
    expect(sellerButtons(created, { ...ctx, canWrite: false })).toMatchObject({
      show: true,
      noWritePermission: true,
      buttons: [{ disabled: true }],
    });
  });
});

describe('finance buttons', () => {
  it('created and not approved: release and retain; released: retain; retained: request again', () => {
    expect(financeActions(created, true)).toEqual(['release', 'retain']);
    expect(
      financeActions(
        { ...created, opsStatus: 'APROBADO_POR_FINANZAS', financeStatus: 'FINANCE_RELEASED' },
        true,
      ),
    ).toEqual(['retain']);
    expect(financeActions({ ...created, opsStatus: 'ORDEN_RETENIDA' }, true)).toEqual(['requestRelease']);
    expect(financeActions(created, false)).toEqual([]);
  });

  it('are hidden for advance payment until the payment is validated', () => {
    expect(financeActions({ ...created, paymentTerm: 'ADVANCE_PAYMENT' }, true)).toEqual([]);
    expect(
      financeActions({ ...created, paymentTerm: 'ADVANCE_PAYMENT', isPaymentValidated: true }, true),
    ).toEqual(['release', 'retain']);
  });
});

describe('finance queues', () => {
  it('puts an order in exactly one queue along its way', () => {
    expect(financeQueueOf(created)).toBe('PENDINGRELEASEREQUEST');
    expect(financeQueueOf({ ...created, paymentTerm: 'ADVANCE_PAYMENT' })).toBe(
      'PENDINGVALIDATEPAYMENTREQUEST',
    );
    const asked = { ...created, isReleaseRequestedManually: true, daysSinceReleaseRequest: 0 };
    expect(financeQueueOf(asked)).toBe('NOT_ANSWERED');
    expect(pendingAreaOf(asked)).toBe('CREDIT');
    const payment = {
      ...created,
      paymentTerm: 'ADVANCE_PAYMENT' as const,
      isPaymentReleaseRequestedManually: true,
    };
    expect([financeQueueOf(payment), pendingAreaOf(payment)]).toEqual(['NOT_ANSWERED', 'TREASURY']);
    expect(financeQueueOf({ ...created, opsStatus: 'ORDEN_RETENIDA' })).toBe('HELD');
    expect(
      financeQueueOf({ ...created, opsStatus: 'APROBADO_POR_FINANZAS', financeStatus: 'FINANCE_RELEASED' }),
    ).toBe('APPROVED');
    expect(
      financeQueueOf({ ...created, opsStatus: 'MATERIAL_ASIGNADO', financeStatus: 'FINANCE_RELEASED' }),
    ).toBe(null);
    expect(financeQueueOf({ ...created, opsStatus: 'ORDEN_CANCELADA' })).toBe(null);
  });
});

describe('retention', () => {
  it("finance's own words win, else the last reason's action type", () => {
    expect(retentionMessage('Cliente con adeudo', [{ actionType: 'REJECTED_OVERDRAFT' }])).toEqual({
      text: 'Cliente con adeudo',
    });
    expect(
      retentionMessage(null, [
        { actionType: 'REJECTED_OVERDRAFT' },
        { actionType: 'REJECTED_OVERDUE_INVOICES' },
      ]),
    ).toEqual({ key: 'retainedOverdueInvoices' });
    expect(retentionMessage('  ', [{ actionType: 'REJECTED_OVERDRAFT' }])).toEqual({
      key: 'retainedOverdraft',
    });
    expect(retentionMessage(null, [])).toEqual({ key: 'retained' });
  });

  it('maps reasons to codes and badges to tones', () => {
    expect(rejectCodesOf('both')).toEqual(['REJECTED_OVERDUE_INVOICES', 'REJECTED_OVERDRAFT']);
    expect(rejectBadgeTone('REJECTED_OVERDUE_INVOICES')).toBe('warning');
    expect(rejectBadgeTone('REJECTED_OVERDRAFT')).toBe('error');
    expect(rejectBadgeTone('OTHER')).toBe('default');
  });
});
