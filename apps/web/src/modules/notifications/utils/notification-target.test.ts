import { describe, expect, it } from 'vitest';
import { isHolidayNotification, notificationTargetPath } from './notification-target';

describe('notificationTargetPath', () => {
  it('leads holiday notifications to /holidays', () => {
    expect(notificationTargetPath({ type: 'holiday_request', relatedId: null })).toBe('/holidays');
    expect(notificationTargetPath({ type: 'holiday_decision', relatedId: 'h1' })).toBe('/holidays');
  });

  it('leads an assigned task to the task', () => {
    expect(notificationTargetPath({ type: 'task_assigned', relatedId: 'abc-1' })).toBe('/tasks/abc-1');
    expect(notificationTargetPath({ type: 'task_assigned', relatedId: 'a/b' })).toBe('/tasks/a%2Fb');
  });

  it("leads a quote's answer to the quote", () => {
    expect(notificationTargetPath({ type: 'quote_accepted', relatedId: 'q-1' })).toBe('/quotes/q-1');
    expect(notificationTargetPath({ type: 'quote_declined', relatedId: 'q-2' })).toBe('/quotes/q-2');
    expect(notificationTargetPath({ type: 'quote_accepted', relatedId: null })).toBeNull();
  });

  it("leads a receipt's discrepancies to the receipt", () => {
    expect(notificationTargetPath({ type: 'receipt_discrepancy', relatedId: 'r-1' })).toBe(
      '/warehouse/receipts/r-1',
    );
    expect(notificationTargetPath({ type: 'receipt_discrepancy', relatedId: null })).toBeNull();
  });

  it('leads nowhere for a task without id or other types', () => {
    expect(notificationTargetPath({ type: 'task_assigned', relatedId: null })).toBeNull();
    expect(notificationTargetPath({ type: 'info', relatedId: 'x' })).toBeNull();
    expect(notificationTargetPath({ type: 'system', relatedId: null })).toBeNull();
  });
});

describe('isHolidayNotification', () => {
  it('knows the holiday types', () => {
    expect(isHolidayNotification({ type: 'holiday_request' })).toBe(true);
    expect(isHolidayNotification({ type: 'holiday_decision' })).toBe(true);
    expect(isHolidayNotification({ type: 'task_assigned' })).toBe(false);
  });
});
