import { describe, expect, it } from 'vitest';
import { businessSeatPrice, proRataSeatAmount, seatChangeSchedule } from './billing';

const termStart = new Date('2026-01-01T00:00:00.000Z');
const termEnd = new Date('2027-01-01T00:00:00.000Z'); // 365 days

describe('business billing (issue 24 item 6, decision 0165)', () => {
  it('should price a seat for a 12-month term', () => {
    expect(businessSeatPrice('USD')).toBe(6000);
    expect(businessSeatPrice('GBP')).toBe(5400);
  });

  it('should charge added seats for the days left in the term', () => {
    const now = new Date('2026-07-02T00:00:00.000Z'); // 183 days left
    expect(proRataSeatAmount({ seatPrice: 6000, added: 3, termStart, termEnd, now })).toBe(
      Math.round((3 * 6000 * 183) / 365),
    );
    // A day begun counts whole; a whole term costs the whole price; nothing added costs nothing.
    const justStarted = new Date(termStart.getTime() + 1000);
    expect(
      proRataSeatAmount({ seatPrice: 6000, added: 1, termStart, termEnd, now: justStarted }),
    ).toBe(6000);
    expect(proRataSeatAmount({ seatPrice: 6000, added: 0, termStart, termEnd, now })).toBe(0);
  });

  it('should add seats at once and remove them at the renewal', () => {
    expect(seatChangeSchedule({ seats: 10, pendingSeats: null }, 15)).toEqual({
      added: 5,
      seatsNow: 15,
      seatsAtRenewal: 15,
    });
    expect(seatChangeSchedule({ seats: 10, pendingSeats: null }, 4)).toEqual({
      added: 0,
      seatsNow: 10,
      seatsAtRenewal: 4,
    });
  });
});
