import { describe, expect, it } from 'vitest';
import {
  invoiceFormErrors,
  invoiceSubmitEnabled,
  invoiceTypeOptions,
  paymentFormErrors,
  paymentSubmitEnabled,
  waterReadingErrors,
} from './index';

const payment = {
  amount: '350.00',
  payment_type: 'bank_transfer',
  doc: 'receipt-881.pdf',
  bank: 'Maybank',
  date: '2026-11',
};

describe('paymentFormErrors', () => {
  it('given a complete staff payment, passes', () => {
    expect(paymentFormErrors(payment, { isOwner: false })).toEqual({});
  });

  it('given an owner payment without a month, passes', () => {
    expect(paymentFormErrors({ ...payment, date: '' }, { isOwner: true })).toEqual({});
  });

  it('given an empty staff form, names each field with its message', () => {
    expect(
      paymentFormErrors(
        { amount: '', payment_type: '', doc: '', bank: '', date: '' },
        { isOwner: false },
      ),
    ).toEqual({
      amount: 'required',
      payment_type: 'select',
      doc: 'receiptRequired',
      bank: 'select',
      date: 'monthRequired',
    });
  });

  it('given an amount in words, asks to complete it', () => {
    expect(paymentFormErrors({ ...payment, amount: 'three' }, { isOwner: true })).toEqual({
      amount: 'required',
    });
  });

  it('given an amount of 0, asks for an amount above 0', () => {
    expect(paymentFormErrors({ ...payment, amount: 0 }, { isOwner: true })).toEqual({
      amount: 'amountPositive',
    });
  });

  it('given Online Banking, says the service is not available', () => {
    expect(
      paymentFormErrors({ ...payment, payment_type: 'online_banking' }, { isOwner: true }),
    ).toEqual({
      payment_type: 'onlineBankingUnavailable',
    });
  });
});

describe('paymentSubmitEnabled', () => {
  it('given a receipt, a bank and a month, enables submit for staff', () => {
    expect(paymentSubmitEnabled(payment, { isOwner: false })).toBe(true);
  });

  it('given no month, disables submit for staff but not for owners', () => {
    expect(paymentSubmitEnabled({ ...payment, date: '' }, { isOwner: false })).toBe(false);
    expect(paymentSubmitEnabled({ ...payment, date: '' }, { isOwner: true })).toBe(true);
  });

  it('given no receipt or no bank, disables submit', () => {
    expect(paymentSubmitEnabled({ ...payment, doc: '' }, { isOwner: true })).toBe(false);
    expect(paymentSubmitEnabled({ ...payment, bank: null }, { isOwner: true })).toBe(false);
  });
});

describe('waterReadingErrors', () => {
  it('given a current reading below the previous, says it should be greater', () => {
    expect(waterReadingErrors({ previous_reading: '1200', current_reading: '1199.5' })).toEqual({
      current_reading: 'readingOrder',
    });
  });

  it('given equal readings, passes', () => {
    expect(waterReadingErrors({ previous_reading: 1200, current_reading: '1200' })).toEqual({});
  });

  it('given blank or non-numeric readings, asks to complete them', () => {
    expect(waterReadingErrors({ previous_reading: '', current_reading: 'abc' })).toEqual({
      previous_reading: 'required',
      current_reading: 'required',
    });
  });
});

describe('invoiceFormErrors', () => {
  it('given no type and no month, asks for both', () => {
    expect(invoiceFormErrors({ types: [], date: '' })).toEqual({
      types: 'invoiceTypeRequired',
      date: 'monthRequired',
    });
  });

  it('given a maintenance bill for a month, passes', () => {
    expect(invoiceFormErrors({ types: ['maintenance'], date: '2026-11' })).toEqual({});
  });

  it('given a water bill, checks its readings', () => {
    expect(
      invoiceFormErrors({
        types: ['water'],
        date: '2026-11',
        previous_reading: '50',
        current_reading: '40',
      }),
    ).toEqual({ current_reading: 'readingOrder' });
  });

  it('given an other bill without a name or a numeric amount, asks to complete them', () => {
    expect(
      invoiceFormErrors({
        types: ['others'],
        date: '2026-11',
        other_bill_name: '',
        other_bill_amount: 'fifty',
      }),
    ).toEqual({
      other_bill_name: 'required',
      other_bill_amount: 'required',
    });
  });

  it('given a complete other bill, passes', () => {
    expect(
      invoiceFormErrors({
        types: ['others'],
        date: '2026-11',
        other_bill_name: 'Lift repair',
        other_bill_amount: '80',
      }),
    ).toEqual({});
  });
});

describe('invoiceSubmitEnabled', () => {
  it('given a type and a month, enables submit', () => {
    expect(invoiceSubmitEnabled({ types: ['maintenance'], date: '2026-11' })).toBe(true);
  });

  it('given no type or no month, disables submit', () => {
    expect(invoiceSubmitEnabled({ types: [], date: '2026-11' })).toBe(false);
    expect(invoiceSubmitEnabled({ types: ['water'], date: null })).toBe(false);
  });
});

describe('invoiceTypeOptions', () => {
  it('given the account-statements page, disables Water Bill only', () => {
    expect(invoiceTypeOptions(true)).toEqual([
      { value: 'maintenance', label: 'Maintenance Bill', disabled: false },
      { value: 'water', label: 'Water Bill', disabled: true },
      { value: 'others', label: 'Other Bill', disabled: false },
    ]);
  });

  it('given a unit detail, enables all three', () => {
    expect(invoiceTypeOptions(false).every((option) => !option.disabled)).toBe(true);
  });
});
